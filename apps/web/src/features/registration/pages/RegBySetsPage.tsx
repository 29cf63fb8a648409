export { RegBySetsPage as default } from './RegistrationListPages';
