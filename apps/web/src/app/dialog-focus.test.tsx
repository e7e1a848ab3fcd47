import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import TextField from '@mui/material/TextField';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

const renderDialog = (children: React.ReactNode) =>
  render(
    <ThemeProvider theme={theme}>
      <Dialog open aria-label="Create Club" transitionDuration={0}>
        <DialogContent>{children}</DialogContent>
      </Dialog>
    </ThemeProvider>,
  );

describe('dialogs open on their first field (the theme)', () => {
  it('focuses the first text field, not the dialog frame', async () => {
    renderDialog(
      <>
        <TextField label="Club title" />
        <TextField label="Description" />
      </>,
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Club title' })));
  });

  it('keeps a field the dialog focused itself', async () => {
    renderDialog(
      <>
        <TextField label="Club title" />
        <TextField label="Description" autoFocus />
      </>,
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Description' })));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Description' }));
  });
});
