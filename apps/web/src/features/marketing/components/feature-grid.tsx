import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';

export interface FeatureItem {
  icon: SvgIconComponent;
  title: string;
  text: string;
}

/** Cards of icon, title and text in a responsive grid. */
export function FeatureGrid({ items, columns = 4 }: { items: FeatureItem[]; columns?: 2 | 3 | 4 }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: `repeat(${columns}, 1fr)` },
      }}
    >
      {items.map(({ icon: Icon, title, text }) => (
        <Paper
          component="li"
          key={title}
          variant="outlined"
          sx={{ p: 3, height: '100%', transition: 'box-shadow 150ms', '&:hover': { boxShadow: 4 } }}
        >
          <Box
            sx={{
              width: 44,
              height: 44,
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
              mb: 2,
              bgcolor: 'rgba(47,84,212,0.1)',
              color: 'primary.main',
            }}
          >
            <Icon />
          </Box>
          <Typography variant="h6" component="h3" sx={{ fontSize: 17, mb: 0.75 }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.6 }}>
            {text}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
