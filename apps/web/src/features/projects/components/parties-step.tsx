import { PARTY_KINDS } from '../api/search-parties';
import { PartySearchField } from './party-search-field';

/** Step 3: developer, owner, certifier and validation and verification body. */
export function PartiesStep() {
  return (
    <div className="row">
      {PARTY_KINDS.map((kind) => (
        <div className="col-md-6" key={kind}>
          <PartySearchField kind={kind} />
        </div>
      ))}
    </div>
  );
}
