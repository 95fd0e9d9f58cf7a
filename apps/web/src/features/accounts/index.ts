/*
 * The accounts feature: login, registration, passwords, profile completion and the account area
 * (the pay-and-play entry is the cashier feature's). The app's route table lazy-loads these
 * pages; the shell renders QuickLoginModal lazily while the overlay store's active overlay is
 * 'quickLogin'.
 */
export { AccountStatusPage } from './pages/AccountStatusPage';
export { CompleteDetailsPage, CompleteProfilePage } from './pages/CompleteProfilePages';
export { ForgotPasswordPage } from './pages/ForgotPasswordPage';
export { LoginPage } from './pages/LoginPage';
export { MyAccountPage } from './pages/MyAccountPage';
export { OtpPage } from './pages/OtpPage';
export { QuickLoginModal } from './pages/QuickLoginModal';
export { RegisterPage } from './pages/RegisterPage';
export { ResetPasswordPage } from './pages/ResetPasswordPage';
