/** A container whose structure cannot be read: the inspector answers `malformed`. */
export class StructureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StructureError';
  }
}
