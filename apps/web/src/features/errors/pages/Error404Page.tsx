import { ErrorScreen } from '../ErrorScreen';

export default function Error404Page() {
  return <ErrorScreen code="404" />;
}
