import {
  formatDurationHours,
  formatEventPlace,
  formatEventStart,
  type EventCard as EventCardData,
} from '@lbd/shared/events';
import EventIcon from '@mui/icons-material/Event';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import StarRounded from '@mui/icons-material/StarRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { registrationLine } from '../event-view';

export interface EventCardProps {
  event: EventCardData;
  /** Why it is recommended (one line), shown under the title. */
  reason?: string;
  /** Something of the viewer's own, e.g. their registration status. */
  badge?: ReactNode;
}

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'text.secondary', minWidth: 0 }}>
      {icon}
      <Typography variant="body2" noWrap>
        {children}
      </Typography>
    </Stack>
  );
}

/** An event in a list: banner, title, host, when (India, 12-hour clock), how long, where, time left to register. */
export function EventCard({ event, reason, badge }: EventCardProps) {
  const registration = registrationLine(event.days_left);
  const isLastDay = event.days_left === 'Last Day';
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={event.title}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardActionArea component={Link} to={`/events/${event.id}`} sx={{ flexGrow: 1, alignItems: 'stretch' }}>
        <Box
          sx={{
            height: 96,
            position: 'relative',
            bgcolor: 'primary.dark',
            backgroundImage: event.banner_url
              ? `url("${event.banner_url}")`
              : 'linear-gradient(135deg, #1e3a8a 0%, #2f54d4 60%, #f5b326 140%)',
            backgroundSize: 'cover',
            backgroundPosition: 'center',
          }}
        >
          {event.is_featured && (
            <Chip
              icon={<StarRounded />}
              label="Featured"
              size="small"
              color="secondary"
              sx={{ position: 'absolute', top: 10, right: 10, fontWeight: 600 }}
            />
          )}
          <Avatar
            src={event.avatar_url ?? event.org.logo_url ?? undefined}
            alt=""
            variant="rounded"
            sx={{
              width: 52,
              height: 52,
              position: 'absolute',
              left: 16,
              bottom: -26,
              border: '3px solid #fff',
              bgcolor: 'secondary.main',
              color: 'secondary.contrastText',
            }}
          >
            <EventIcon />
          </Avatar>
        </Box>
        <Stack spacing={1} sx={{ p: 2, pt: 4.5 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            {event.category && <Chip label={event.category} size="small" variant="outlined" />}
            {event.status !== 'published' && (
              <Chip label={event.status === 'draft' ? 'Draft' : 'Closed'} size="small" color="warning" />
            )}
            {badge}
          </Stack>
          <Typography variant="h6" component="h3" sx={{ fontSize: 18, lineHeight: 1.3 }}>
            {event.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            by {event.org.full_name}
          </Typography>
          {reason && (
            <Typography variant="body2" sx={{ color: 'primary.main', fontWeight: 600 }}>
              Recommended: {reason}
            </Typography>
          )}
          {event.starts_at && <Line icon={<EventIcon fontSize="small" />}>{formatEventStart(event.starts_at)}</Line>}
          {event.duration_hours !== null && (
            <Line icon={<ScheduleOutlined fontSize="small" />}>{formatDurationHours(event.duration_hours)}</Line>
          )}
          {(event.is_online || event.location) && (
            <Line icon={<LocationOnOutlined fontSize="small" />}>{formatEventPlace(event)}</Line>
          )}
          {registration && (
            <Typography
              variant="body2"
              sx={{
                fontWeight: 600,
                color: isLastDay ? 'error.main' : event.days_left === 'Closed' ? 'text.secondary' : 'success.dark',
              }}
            >
              {registration}
            </Typography>
          )}
        </Stack>
      </CardActionArea>
    </Card>
  );
}
