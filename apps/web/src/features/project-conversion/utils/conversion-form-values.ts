import type { UploadedFile } from '@registry/contract/files/upload';
import type {
  CreditConversionDetailResponse,
  OriginRegistry,
  SaveCreditConversionRequest,
} from '@registry/contract/projects/credit-conversion';

/** One row of the vintage table as the form holds it (numbers as typed text). */
export interface VintageRow {
  key: string;
  id?: number;
  vintage: string;
  serialStart: string;
  serialEnd: string;
  quantity: string;
  /** The saved proof's name, for a saved row. */
  proofName: string | null;
  proof: UploadedFile | null;
}

export interface ConversionFormValues {
  name: string;
  originRegistry: OriginRegistry | '';
  originProjectId: string;
  originProjectUrl: string;
  vintages: VintageRow[];
}

let nextKey = 0;
export const newVintageRow = (): VintageRow => ({
  key: `new-${(nextKey += 1)}`,
  vintage: '',
  serialStart: '',
  serialEnd: '',
  quantity: '',
  proofName: null,
  proof: null,
});

export const emptyConversionForm = (): ConversionFormValues => ({
  name: '',
  originRegistry: '',
  originProjectId: '',
  originProjectUrl: '',
  vintages: [newVintageRow()],
});

/** The form's values of a saved conversion. */
export function conversionFormOf(
  detail: Pick<CreditConversionDetailResponse, 'project' | 'conversions'>,
): ConversionFormValues {
  return {
    name: detail.project.name,
    originRegistry: detail.project.originRegistry ?? '',
    originProjectId: detail.project.originProjectId ?? '',
    originProjectUrl: detail.project.originProjectUrl ?? '',
    vintages: detail.conversions.map((row) => ({
      key: `saved-${row.id}`,
      id: row.id,
      vintage: String(row.vintage),
      serialStart: row.serialStart,
      serialEnd: row.serialEnd,
      quantity: String(row.quantity),
      proofName: row.proof.fileName,
      proof: null,
    })),
  };
}

const numberOf = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/** The save request of the form (the API checks every field and answers per field). */
export function toSaveRequest(
  values: ConversionFormValues,
  projectId: number | null,
): SaveCreditConversionRequest {
  return {
    ...(projectId === null ? {} : { projectId }),
    name: values.name.trim(),
    originRegistry: values.originRegistry as OriginRegistry,
    originProjectId: values.originProjectId.trim(),
    originProjectUrl: values.originProjectUrl.trim(),
    vintages: values.vintages.map((row) => ({
      ...(row.id === undefined ? {} : { id: row.id }),
      vintage: numberOf(row.vintage),
      serialStart: row.serialStart.trim(),
      serialEnd: row.serialEnd.trim(),
      quantity: numberOf(row.quantity),
      ...(row.proof ? { proof: row.proof } : {}),
    })),
  };
}
