import { ACHIEVEMENT_TEXTS, type ShareableAchievement } from '@lbd/shared/achievements';
import Verified from '@mui/icons-material/Verified';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { indiaDate } from '../../../lib/dates';
import { useShareableAchievements } from '../achievements-api';

export interface ShareAchievementDialogProps {
  open: boolean;
  onClose: () => void;
  onPick: (item: ShareableAchievement) => void;
}

/** The student's verified entries and finished projects, learning paths and quests, to pick one for a post. */
export function ShareAchievementDialog({ open, onClose, onPick }: ShareAchievementDialogProps) {
  const items = useShareableAchievements(open);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="share-achievement-title">
      <DialogTitle id="share-achievement-title">{ACHIEVEMENT_TEXTS.shareHeading}</DialogTitle>
      <DialogContent sx={{ px: { xs: 1, sm: 3 } }}>
        {items.isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress size={28} aria-label="Loading your achievements" />
          </Box>
        )}
        {items.isError && <Alert severity="error">Your achievements could not be loaded. Please try again.</Alert>}
        {items.isSuccess && items.data.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {ACHIEVEMENT_TEXTS.shareNone}
          </Typography>
        )}
        {items.isSuccess && items.data.length > 0 && (
          <List aria-label="Your achievements">
            {items.data.map((item) => (
              <ListItemButton
                key={`${item.kind}/${item.ref}`}
                onClick={() => onPick(item)}
                sx={{ borderRadius: 1, alignItems: 'flex-start' }}
              >
                <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>
                  <Verified color="success" />
                </ListItemIcon>
                <ListItemText
                  primary={item.title}
                  secondary={`${item.label} · ${item.verified_by}${item.verified_at ? ` on ${indiaDate(item.verified_at)}` : ''}`}
                />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
