/**
 * A problem with one field that only the dialog can see before sending (a file too large, a choice the schema
 * cannot check): thrown from a FormDialog's submit, it is shown on that field like a refusal from the server.
 */
export class FieldProblem extends Error {
  override readonly name = 'FieldProblem';
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}
