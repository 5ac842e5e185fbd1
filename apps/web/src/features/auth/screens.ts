// The guest screens load as one chunk: they are small, and a guest moves between them (sign in →
// forgot password → reset), so the next one is there at once instead of loading while the old
// one still shows and takes the typing meant for the new one.
export { LoginScreen } from './LoginScreen.tsx';
export { PasswordRequestScreen } from './PasswordRequestScreen.tsx';
export { PasswordResetScreen } from './PasswordResetScreen.tsx';
export { RegisterScreen } from './RegisterScreen.tsx';
