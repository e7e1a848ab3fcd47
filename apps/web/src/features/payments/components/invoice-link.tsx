import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { refusalText } from '../../../lib/form-errors';
import { useFeedback } from '../../../lib/feedback';
import { downloadCreditNote, downloadInvoice } from '../api';

/** A payment's tax invoice (PDF) to download: for its buyer's pages and the payments desk. */
export function InvoiceLink({ paymentId, label = 'Invoice' }: { paymentId: number; label?: string }) {
  return <DocumentLink label={label} download={() => downloadInvoice(paymentId)} />;
}

/** A refund's credit note (PDF) to download. */
export function CreditNoteLink({ refundId, label = 'Credit note' }: { refundId: number; label?: string }) {
  return <DocumentLink label={label} download={() => downloadCreditNote(refundId)} />;
}

function DocumentLink({ label, download }: { label: string; download: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const { showSnackbar } = useFeedback();
  const run = () => {
    setBusy(true);
    download()
      .catch((err: unknown) => showSnackbar(refusalText(err) ?? 'The document could not be downloaded'))
      .finally(() => setBusy(false));
  };
  return (
    <Button size="small" startIcon={<ReceiptLong />} onClick={run} disabled={busy}>
      {label}
    </Button>
  );
}
