import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderStory } from '../../test/render-story';
import { CSV_BOM } from './csv';
import { DataTable } from './data-table';
import { STORY_COLUMNS, STORY_PROJECTS, type StoryProject } from './test/kit-stories';
import { captureCsvDownloads, readCsvBlob } from '../../test/csv-downloads';

function renderTable(props: Partial<Parameters<typeof DataTable<StoryProject>>[0]> = {}) {
  return renderStory(
    <DataTable
      columns={STORY_COLUMNS}
      data={STORY_PROJECTS}
      caption="Projects"
      getRowId={(row) => String(row.id)}
      {...props}
    />,
  );
}

/** The project names of the shown rows, in order. */
const shownNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

afterEach(() => vi.restoreAllMocks());

describe('DataTable: sorting', () => {
  it('sorts by a header click, ascending then descending, and says so with aria-sort', async () => {
    const { user } = renderTable();
    const header = screen.getByRole('columnheader', { name: /Credits/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(shownNames()).toEqual(STORY_PROJECTS.map((project) => project.name));

    await user.click(within(header).getByRole('button', { name: /Credits/ }));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(shownNames()).toEqual([
      '=HYPERLINK("http://evil.example","click")',
      'Amazonia Viva',
      'Selva Norte',
      'Cerrado Verde',
    ]);

    await user.click(within(header).getByRole('button', { name: /Credits/ }));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(shownNames()[0]).toBe('Cerrado Verde');
  });

  it('offers no sort on a column that has none (actions)', () => {
    renderTable();
    const actions = screen.getByRole('columnheader', { name: 'Actions' });
    expect(actions).not.toHaveAttribute('aria-sort');
    expect(within(actions).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('DataTable: paging', () => {
  it('shows a page at a time and moves between pages', async () => {
    const { user } = renderTable({ pageSize: 3 });
    const pages = screen.getByRole('navigation', { name: 'Pages of Projects' });
    expect(shownNames()).toHaveLength(3);
    expect(within(pages).getByRole('status')).toHaveTextContent('Page 1 of 2');
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(shownNames()).toEqual(['Cerrado Verde']);
    expect(within(pages).getByRole('status')).toHaveTextContent('Page 2 of 2');
    expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled();
    // The disabled button cannot keep the focus: the other one takes it.
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toHaveFocus();
  });

  it('shows no pager when everything fits in one page', () => {
    renderTable();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('with cursor paging shows the rows it gets and asks for the next page', async () => {
    const onNextPage = vi.fn();
    const { user } = renderTable({ pageSize: 2, hasNextPage: true, onNextPage });
    expect(shownNames()).toHaveLength(4);
    const pages = screen.getByRole('navigation', { name: 'Pages of Projects' });
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(onNextPage).toHaveBeenCalledOnce();
  });
});

describe('DataTable: CSV', () => {
  it('downloads the rows in the shown order, every cell quoted, formulas kept as text', async () => {
    const { blobs, names } = captureCsvDownloads();
    const { user } = renderTable({ csvFileName: 'projects', pageSize: 2 });
    await user.click(screen.getByRole('button', { name: /Credits/ }));
    const download = screen.getByRole('button', { name: 'Download CSV' });
    expect(download).toHaveAccessibleDescription('Projects');
    await user.click(download);

    expect(names).toEqual(['projects.csv']);
    const text = await readCsvBlob(blobs[0]);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      '"Project","Country","Credits (t CO₂e)"',
      '"\'=HYPERLINK(""http://evil.example"",""click"")","Perú","-5"',
      '"Amazonia Viva","Brasil","300"',
      '"Selva Norte","Colombia","1200"',
      '"Cerrado Verde","Brasil","4500"',
    ]);
  });
});

describe('DataTable: states', () => {
  it('shows a spinner while loading, and no table', () => {
    renderTable({ isLoading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the table…');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when there is nothing, in its own words or the kit’s', () => {
    const { unmount } = renderTable({ data: [] });
    expect(screen.getByTestId('empty-state')).toHaveTextContent('There is nothing to show yet.');
    unmount();
    renderTable({ data: [], emptyText: 'No projects yet.' });
    expect(screen.getByTestId('empty-state')).toHaveTextContent('No projects yet.');
  });

  it('shows a failure as an alert with a retry', async () => {
    const onRetry = vi.fn();
    const { user } = renderTable({ error: 'The projects could not be loaded.', onRetry });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The projects could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('DataTable: phone layout', () => {
  it('labels every cell with its column, for the stacked cards under 576 px', () => {
    renderTable();
    const row = screen.getByRole('rowheader', { name: 'Selva Norte' }).closest('tr')!;
    const labels = [...row.querySelectorAll('td, th')].map((cell) =>
      cell.getAttribute('data-label'),
    );
    expect(labels).toEqual(['Project', 'Country', 'Credits (t CO₂e)', 'Actions']);
    expect(screen.getByRole('table')).toHaveClass('data-table');
  });
});
