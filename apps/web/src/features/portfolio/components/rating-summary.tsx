import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** Rating data an item may carry (platform content, once it is rated). */
export interface RatingData {
  rating: number;
  review_count: number;
}

/** True when an item carries rating data; only then is a summary shown. */
export function hasRating(item: object): item is RatingData {
  const candidate = item as Partial<RatingData>;
  return (
    typeof candidate.rating === 'number' &&
    Number.isFinite(candidate.rating) &&
    typeof candidate.review_count === 'number' &&
    Number.isFinite(candidate.review_count)
  );
}

export interface RatingSummaryProps {
  rating: number;
  reviewCount: number;
  /** Where the reviews are. */
  viewTo: string;
  /** Offer 'Rate Now' (the student has not rated yet); otherwise 'View'. */
  onRate?: () => void;
}

const reviewsText = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;

/** Rating, review count and a 'Rate Now' or 'View' link (SPEC §2.5). */
export function RatingSummary({ rating, reviewCount, viewTo, onRate }: RatingSummaryProps) {
  const value = Math.min(5, Math.max(0, rating));
  const shown = Math.round(value * 10) / 10;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Rating value={value} precision={0.5} readOnly size="small" aria-label={`Rated ${shown} out of 5`} />
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {shown.toFixed(1)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        ({reviewsText(reviewCount)})
      </Typography>
      {onRate ? (
        <Button size="small" onClick={onRate}>
          Rate Now
        </Button>
      ) : (
        <Button size="small" component={RouterLink} to={viewTo}>
          View
        </Button>
      )}
    </Box>
  );
}
