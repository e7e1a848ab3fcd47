// The identity feature's front door: what other features may use of it.
export { loadAuthCallbackPage, loadResetPasswordPage } from './loaders';
