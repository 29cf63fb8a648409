import { ErrorScreen } from '../ErrorScreen';

export default function Error500Page() {
  return <ErrorScreen code="500" />;
}
