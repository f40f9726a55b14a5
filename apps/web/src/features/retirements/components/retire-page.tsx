import { useParams } from 'react-router';
import { ChoosePositionPage } from './choose-position-page';
import { RetireBlockPage } from './retire-block-page';

/** /emit-certification: without a block the choice of one, with a block its retirement. */
export function RetirePage() {
  const { serialId } = useParams();
  return serialId === undefined ? <ChoosePositionPage /> : <RetireBlockPage />;
}
