import type { ClubCard as ClubCardData } from '@lbd/shared/clubs';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { clubPlace, memberCountText } from '../club-format';

export interface ClubCardProps {
  club: ClubCardData;
  /** A one-line reason (recommendations) shown under the title. */
  reason?: string;
  /** Where the card leads; the club page by default. */
  to?: string;
  /** A small note in the corner, e.g. the viewer's role or 'Draft'. */
  badge?: string;
}

/** What a screen reader hears for the card: the title with the organisation, host, members and place. */
export function clubCardLabel(club: ClubCardData): string {
  return [
    club.title,
    club.org.full_name,
    club.host && `hosted by ${club.host}`,
    memberCountText(club.member_count),
    clubPlace(club),
  ]
    .filter(Boolean)
    .join(', ');
}

/** A club in a list: title, organisation, type, host, members and where it meets. */
export function ClubCard({ club, reason, to, badge }: ClubCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={`club-card-${club.id}`}>
      <CardActionArea
        component={RouterLink}
        to={to ?? `/clubs/${club.id}`}
        aria-label={clubCardLabel(club)}
        sx={{ height: '100%', p: 2, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Stack direction="row" sx={{ mb: 1, flexWrap: 'wrap', gap: 1 }}>
          {club.club_type && <Chip size="small" label={club.club_type} color="primary" variant="outlined" />}
          {badge && <Chip size="small" label={badge} />}
        </Stack>
        <Typography variant="h6" component="h3" sx={{ fontSize: 18, lineHeight: 1.3, wordBreak: 'break-word' }}>
          {club.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {club.org.full_name}
        </Typography>
        {club.host && (
          <Typography variant="body2" sx={{ mb: 1 }}>
            Hosted by {club.host}
          </Typography>
        )}
        {reason && (
          <Typography variant="body2" color="primary" sx={{ mb: 1, fontStyle: 'italic' }}>
            {reason.charAt(0).toUpperCase() + reason.slice(1)}
          </Typography>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Stack direction="row" sx={{ color: 'text.secondary', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <GroupsOutlined fontSize="small" aria-hidden />
            <Typography variant="body2">{memberCountText(club.member_count)}</Typography>
          </Stack>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
            <PlaceOutlined fontSize="small" aria-hidden />
            <Typography variant="body2" noWrap>
              {clubPlace(club)}
            </Typography>
          </Stack>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
