import { ErrorScreen } from '../ErrorScreen';

export default function Error401Page() {
  return <ErrorScreen code="401" />;
}
