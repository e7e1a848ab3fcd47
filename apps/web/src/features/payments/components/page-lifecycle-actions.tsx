import type { PaymentPage } from '@lbd/shared/payments';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useFeedback } from '../../../lib/feedback';
import { failurePopup } from '../../../lib/form-errors';
import { usePageLifecycle, type PageAction } from '../pages-api';
import { refusalOf } from '../refusal';
import { PageStatusChip } from './page-status';

export const LIFECYCLE_TEXTS = {
  publish: 'Put on sale',
  close: 'Close sales',
  published: 'The page is on sale.',
  closed: 'Sales are closed. Buyers who paid keep their access.',
} as const;

/** A page's status with what may happen next: a draft or a closed page goes on sale, one on sale closes. */
export function PageLifecycleActions({ page }: { page: PaymentPage }) {
  const { showSnackbar, showPopup } = useFeedback();
  const [refusal, setRefusal] = useState<string | null>(null);
  const lifecycle = usePageLifecycle(page.id);
  const run = (action: PageAction) => {
    setRefusal(null);
    lifecycle.mutate(action, {
      onSuccess: () => showSnackbar(action === 'publish' ? LIFECYCLE_TEXTS.published : LIFECYCLE_TEXTS.closed),
      onError: (e) => {
        const text = refusalOf(e);
        if (text) setRefusal(text);
        else showPopup(failurePopup(e));
      },
    });
  };
  const action: PageAction = page.status === 'published' ? 'close' : 'publish';
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <PageStatusChip status={page.status} />
        <Button
          variant={action === 'publish' ? 'contained' : 'outlined'}
          color={action === 'publish' ? 'success' : 'inherit'}
          size="small"
          disabled={lifecycle.isPending}
          onClick={() => run(action)}
        >
          {LIFECYCLE_TEXTS[action]}
        </Button>
      </Stack>
      {refusal && (
        <Alert severity="error" onClose={() => setRefusal(null)}>
          {refusal}
        </Alert>
      )}
    </Stack>
  );
}
