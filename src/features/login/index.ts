export { LoginPage, type LoginPageProps, type LoginNotice } from './LoginPage';
export { LoginView, type LoginViewProps } from './LoginView';
export { LoginChooserDialog, chooserTitle, type ChooserProps } from './LoginChooserDialog';
export { AccountLoginForm } from './AccountLoginForm';
export { PhoneLoginForm } from './PhoneLoginForm';
export { captchaAlt, captchaCodeFromImage } from './captcha-alt';
export { realLoginServices, provideLoginMachine, type LoginServices } from './login-services';
