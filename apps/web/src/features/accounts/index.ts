/*
 * The accounts feature: login, registration, passwords, profile completion, the account area
 * and the pay-and-play entry. The app's route table lazy-loads these pages; the shell renders
 * QuickLoginModal lazily while the overlay store's active overlay is 'quickLogin'.
 */
export { AccountStatusPage } from './pages/AccountStatusPage';
export { CompleteDetailsPage, CompleteProfilePage } from './pages/CompleteProfilePages';
export { ForgotPasswordPage } from './pages/ForgotPasswordPage';
export { LoginPage } from './pages/LoginPage';
export { MyAccountPage } from './pages/MyAccountPage';
export { OtpPage } from './pages/OtpPage';
export { PayAndPlayPage } from './pages/PayAndPlayPage';
export { QuickLoginModal } from './pages/QuickLoginModal';
export { RegisterPage } from './pages/RegisterPage';
export { ResetPasswordPage } from './pages/ResetPasswordPage';
