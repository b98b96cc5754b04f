export { ExceptionPage, EXCEPTION_CONFIG, BACK_HOME, type ExceptionPageProps, type ExceptionType } from './ExceptionPage';
