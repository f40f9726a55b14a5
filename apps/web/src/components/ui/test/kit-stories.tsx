import { useState } from 'react';
import { ConfirmDialog } from '../confirm-dialog';
import { DataTable } from '../data-table';
import { createDataTableColumns } from '../data-table-features';
import { EmptyState } from '../empty-state';
import { ErrorState } from '../error-state';
import { HelpBadge } from '../help-badge';
import { MaskedSecret } from '../masked-secret';
import { Modal } from '../modal';
import { PageHeader } from '../page-header';
import { useToast } from '../toast-context';

/** A row of the stories' table: a project of the registry. */
export interface StoryProject {
  id: number;
  name: string;
  country: string;
  credits: number;
}

export const STORY_PROJECTS: readonly StoryProject[] = [
  { id: 1, name: 'Selva Norte', country: 'Colombia', credits: 1200 },
  { id: 2, name: 'Amazonia Viva', country: 'Brasil', credits: 300 },
  { id: 3, name: '=HYPERLINK("http://evil.example","click")', country: 'Perú', credits: -5 },
  { id: 4, name: 'Cerrado Verde', country: 'Brasil', credits: 4500 },
];

const column = createDataTableColumns<StoryProject>();
export const STORY_COLUMNS = column.columns([
  column.accessor('name', { header: 'Project', meta: { isRowHeader: true } }),
  column.accessor('country', { header: 'Country' }),
  column.accessor('credits', { header: 'Credits (t CO₂e)' }),
  column.display({
    id: 'actions',
    header: 'Actions',
    enableSorting: false,
    cell: ({ row }) => (
      <button type="button" className="btn btn-link btn-sm p-0">
        Open {row.original.name}
      </button>
    ),
  }),
]);

export const STORY_TOKEN = 'tok_9f2c1e7a4b6d8f0a';

/** Every piece of the kit on one page, as the stories test renders it in each language. */
export function KitStories() {
  const { showToast } = useToast();
  const [isModalOpen, setIsModalOpen] = useState(false);
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  return (
    <div>
      <PageHeader
        title="Projects"
        description="The projects of your company."
        actions={
          <button type="button" className="btn btn-primary">
            New project
          </button>
        }
      />
      <DataTable
        columns={STORY_COLUMNS}
        data={STORY_PROJECTS}
        caption="Projects"
        csvFileName="projects"
        pageSize={2}
        getRowId={(row) => String(row.id)}
      />
      <DataTable columns={STORY_COLUMNS} data={[]} caption="Empty" />
      <DataTable columns={STORY_COLUMNS} data={[]} caption="Loading" isLoading />
      <DataTable
        columns={STORY_COLUMNS}
        data={[]}
        caption="Failed"
        error="The projects could not be loaded."
        onRetry={() => undefined}
      />
      <EmptyState text="Create your first project." />
      <ErrorState onRetry={() => undefined} />
      <HelpBadge subject="Credits" text="Tonnes of CO₂e the project removed." />
      <MaskedSecret label="API token" value={STORY_TOKEN} />
      <button type="button" onClick={() => setIsModalOpen(true)}>
        Open the modal
      </button>
      <button type="button" onClick={() => setIsConfirmOpen(true)}>
        Delete the project
      </button>
      <button type="button" onClick={() => showToast({ message: 'Saved in the background.' })}>
        Show a toast
      </button>
      <Modal show={isModalOpen} onClose={() => setIsModalOpen(false)} title="Project details">
        <p>Selva Norte, Colombia.</p>
      </Modal>
      <ConfirmDialog
        show={isConfirmOpen}
        title="Delete the project?"
        consequence="The project and its documents are removed for everyone."
        confirmLabel="Delete"
        isIrreversible
        onConfirm={() => setIsConfirmOpen(false)}
        onCancel={() => setIsConfirmOpen(false)}
      />
    </div>
  );
}
