import type { PaymentItemKind } from '@lbd/shared/payments';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { PricingPanel } from './pricing-panel';

/** A paid item's answer to starting it without access (402): its pricing, in place (issue 30 item 9). */
export default function PricingDialog({
  kind,
  id,
  open,
  onClose,
}: {
  kind: PaymentItemKind;
  id: number;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="pricing-title">
      <DialogTitle id="pricing-title">This is paid content</DialogTitle>
      <DialogContent>
        <PricingPanel kind={kind} id={id} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
