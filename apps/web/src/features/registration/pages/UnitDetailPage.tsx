export { UnitDetailPage as default } from './RegistrationDetailPages';
