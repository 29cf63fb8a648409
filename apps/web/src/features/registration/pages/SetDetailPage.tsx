export { SetDetailPage as default } from './RegistrationDetailPages';
