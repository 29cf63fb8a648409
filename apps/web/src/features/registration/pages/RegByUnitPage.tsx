export { RegByUnitPage as default } from './RegistrationListPages';
