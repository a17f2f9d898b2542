import { deriveEntityId } from '@gym/events/store/ids';

/** The key the health answers' file is stored under: saving it twice (a retry) keeps one copy. */
export const declarationKey = (signatureFileId: string) => `health-declaration:${signatureFileId}`;

/**
 * The health answers of a signing are a small JSON file stored beside the signature image (outside the log, like
 * it); its id is derived from the signature's, so the event names one file and both can be found.
 */
export const declarationFileId = (signatureFileId: string) => deriveEntityId(declarationKey(signatureFileId), 'file');
