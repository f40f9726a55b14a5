import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface UsersSearchFormProps {
  onSearch: (text: string) => void;
  isSearching: boolean;
}

/** Name or e-mail; searches on Enter or on the button (like the spec's company search). */
export function UsersSearchForm({ onSearch, isSearching }: UsersSearchFormProps) {
  const { t } = useTranslation('users');
  const [text, setText] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" className="mb-3" onSubmit={submit} aria-label={t('list.search.label')}>
      <label className="form-label" htmlFor="users-search">
        {t('list.search.label')}
      </label>
      <div className="input-group">
        <input
          id="users-search"
          type="search"
          className="form-control"
          placeholder={t('list.search.placeholder')}
          value={text}
          maxLength={120}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="btn btn-outline-success" disabled={isSearching}>
          {t('list.search.submit')}
        </button>
      </div>
    </form>
  );
}
