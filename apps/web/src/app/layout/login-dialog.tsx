import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useSession } from '../../lib/session';

/**
 * Stand-in for the login and sign-up popup (SPEC §4.2), which arrives with the identity feature.
 * It opens in the requested mode and says plainly that signing in is not available yet.
 */
export function LoginDialog() {
  const { loginMode, openLogin, closeLogin } = useSession();
  const isLogin = loginMode !== 'signup';
  const title = isLogin ? 'Login' : 'Sign Up';
  return (
    <Dialog open={loginMode !== null} onClose={closeLogin} aria-labelledby="login-dialog-title" maxWidth="xs" fullWidth>
      <DialogTitle id="login-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {isLogin ? 'Signing in' : 'Signing up'} arrives with the identity feature, which is still being built. Until
          then you can look around Learn By Doing without an account.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => openLogin(isLogin ? 'signup' : 'login')}>
          {isLogin ? 'Go to Sign Up' : 'Go to Login'}
        </Button>
        <Button variant="contained" onClick={closeLogin}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
