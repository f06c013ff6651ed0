import { Link } from '../../ui/link.tsx';
import { SearchField } from '../../ui/search-field.tsx';

/** Above a catalogue list: the search on one side, the create link on the other. */
export function ListSearchBar({
  searchLabel,
  search,
  onSearch,
  createHref,
  createLabel,
}: {
  searchLabel: string;
  search: string;
  onSearch: (search: string) => void;
  createHref: string;
  createLabel: string;
}) {
  return (
    <div className="button-row-spread">
      <SearchField label={searchLabel} value={search} onChange={onSearch} />
      <Link variant="button" href={createHref}>
        {createLabel}
      </Link>
    </div>
  );
}
