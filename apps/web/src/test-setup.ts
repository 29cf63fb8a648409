// Every test sees the registered route table, as the app does (`linkTo`, route lookups).
import './routes';
