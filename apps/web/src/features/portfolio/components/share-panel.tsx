import type { Portfolio } from '@lbd/shared/portfolio';
import Download from '@mui/icons-material/Download';
import LinkIcon from '@mui/icons-material/Link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFeedback } from '../../../lib/feedback';
import { failurePopup } from '../../../lib/form-errors';
import { saveBlob } from '../../../lib/save-blob';
import { MY_PORTFOLIO_KEY, downloadPortfolioPdf, setVisibility } from '../api';

/** Texts of the share panel. */
export const SHARE_TEXTS = {
  publicSwitch: 'Public portfolio page',
  shareLink: 'Share link',
  downloadPdf: 'Download PDF',
  preparingPdf: 'Preparing your PDF ...',
  isPublic: 'Anyone with the link can see your portfolio.',
  isPrivate: 'Only you can see your portfolio. Turn on the public page to share it.',
  madePublic: 'Your portfolio page is now public.',
  madePrivate: 'Your portfolio page is now private.',
  copied: (url: string) => `Link copied: ${url}`,
  copyFailed: (url: string) => `Copy this link: ${url}`,
} as const;

/** The public address of a student's portfolio. */
export function publicPortfolioUrl(profileId: number, origin = window.location.origin): string {
  return `${origin}/portfolio/${profileId}`;
}

/** The public-page switch, 'Share link' and 'Download PDF' of the student's own portfolio. */
export function SharePanel({ portfolio }: { portfolio: Portfolio }) {
  const queryClient = useQueryClient();
  const { showSnackbar, showPopup } = useFeedback();
  const url = publicPortfolioUrl(portfolio.profile.id);

  // The switch turns as it is clicked. The mutation's own state reaches the page a task later (the
  // query client notifies in a timeout), and until then React would put the controlled switch back.
  // Once the saved value reaches the portfolio, the portfolio's value counts again.
  const [requested, setRequested] = useState<boolean | null>(null);
  const [savedValue, setSavedValue] = useState(portfolio.is_public);
  if (savedValue !== portfolio.is_public) {
    setSavedValue(portfolio.is_public);
    setRequested(null);
  }
  const visibility = useMutation({
    mutationFn: setVisibility,
    meta: { handleErrors: false },
    onSuccess: (saved) => {
      queryClient.setQueryData<Portfolio>(MY_PORTFOLIO_KEY, (current) =>
        current ? { ...current, is_public: saved.is_public } : current,
      );
      showSnackbar(saved.is_public ? SHARE_TEXTS.madePublic : SHARE_TEXTS.madePrivate);
    },
    onError: (error) => {
      setRequested(null);
      showPopup(failurePopup(error));
    },
  });

  const pdf = useMutation({
    mutationFn: () => downloadPortfolioPdf(portfolio.id),
    meta: { handleErrors: false },
    onMutate: () => showSnackbar(SHARE_TEXTS.preparingPdf),
    onSuccess: ({ blob, filename }) => saveBlob(blob, filename ?? `portfolio-${portfolio.profile.id}.pdf`),
    onError: (error) => showPopup(failurePopup(error)),
  });

  const handleShare = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showSnackbar(SHARE_TEXTS.copied(url));
    } catch {
      // No clipboard (an insecure page or a refused permission): show the link to copy by hand.
      showSnackbar(SHARE_TEXTS.copyFailed(url), 15_000);
    }
  };

  const isPublic = requested ?? portfolio.is_public;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="share-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" id="share-heading" sx={{ mb: 1 }}>
        Share your portfolio
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={isPublic}
            onChange={(event) => {
              setRequested(event.target.checked);
              visibility.mutate(event.target.checked);
            }}
            disabled={visibility.isPending}
          />
        }
        label={SHARE_TEXTS.publicSwitch}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {isPublic ? SHARE_TEXTS.isPublic : SHARE_TEXTS.isPrivate}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<LinkIcon />} onClick={() => void handleShare()} disabled={!isPublic}>
          {SHARE_TEXTS.shareLink}
        </Button>
        <Button variant="contained" startIcon={<Download />} onClick={() => pdf.mutate()} disabled={pdf.isPending}>
          {SHARE_TEXTS.downloadPdf}
        </Button>
      </Box>
    </Paper>
  );
}
