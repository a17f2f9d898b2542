import { useRef } from 'react';
import { Link, useParams } from 'react-router';
import { QueryContent } from '../../../components/feedback/query-content';
import { PrintButton } from '../../../components/print-button';
import { ReceiptLayout } from '../../../components/receipt/receipt-layout';
import { buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useGymTimeZone } from '../../../hooks/use-gym-today';
import { useSettings } from '../../../lib/api/get-settings';
import { deskToday, formatDateTime } from '../../../lib/desk-time';
import { formatHijri } from '../../../lib/i18n/current-formats';
import { useT } from '../../../lib/i18n/use-t';
import { useContractTerms } from '../api/get-contract-terms';
import { useHealthDeclaration } from '../api/get-health-declaration';
import { useMemberContract } from '../api/get-member-contract';
import { useDocumentWords } from '../../../components/receipt/use-document-text';
import { BilingualTerms, CONTRACT_WORDS } from '../components/bilingual-terms';
import { ContractParties } from '../components/contract-parties';

/**
 * /members/:id/contract/print: the signed contract on A4, both languages side by side, the answers given, the
 * signature image and the signed date (with the Hijri date when the gym shows it), printed alone (`printOnly`).
 */
export function Component() {
  const t = useT();
  const { id = '' } = useParams();
  const target = useRef<HTMLElement>(null);
  const contract = useMemberContract(id);
  const signed = contract.data?.signed ?? undefined;
  const terms = useContractTerms(signed?.termsVersion, signed !== undefined);
  const declaration = useHealthDeclaration(signed?.declarationUrl);
  const settings = useSettings();
  const timeZone = useGymTimeZone();
  const words = useDocumentWords();

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t('contracts.print.title')}>
        <Link to={`/members/${id}`} className={buttonClasses('secondary')}>
          {t('contracts.sign.back')}
        </Link>
        <PrintButton target={target} disabled={!signed || !terms.data} />
      </PageHeader>
      <QueryContent query={contract} loadingText={t('contracts.sign.loading')}>
        {(state) =>
          !state.signed || !state.member ? (
            <p className="text-sm text-slate-700">{t('contracts.print.none')}</p>
          ) : (
            <QueryContent query={terms} loadingText={t('contracts.sign.loading')}>
              {(version) =>
                version ? (
                  <ReceiptLayout
                    ref={target}
                    id="signed-contract"
                    paper="a4"
                    label={t('contracts.print.label', { name: state.member!.name })}
                    gym={settings.data ?? undefined}
                    title={`${words(CONTRACT_WORDS.title).en} · ${words(CONTRACT_WORDS.title).ar}`}
                    details={
                      <div className="grid gap-2 text-start">
                        <p>{t('contracts.sign.version', { version: version.version })}</p>
                        <ContractParties member={state.member!} />
                      </div>
                    }
                  >
                    <div className="mt-4 grid gap-6">
                      <BilingualTerms
                        terms={version}
                        answer={(index, language) => {
                          const given = declaration.data?.answers[index];
                          return given === undefined ? null : (
                            <strong className="font-semibold">
                              {words(given ? CONTRACT_WORDS.yes : CONTRACT_WORDS.no)[language]}
                            </strong>
                          );
                        }}
                      />
                      {state.signed!.declaredConditions ? (
                        <p role="note" className="rounded-md border border-amber-300 px-3 py-2 text-sm">
                          {t('contracts.section.declared')}
                        </p>
                      ) : null}
                      <div dir="ltr" className="grid grid-cols-2 items-end gap-6">
                        <p lang="en" className="text-sm font-medium">
                          {words(CONTRACT_WORDS.signature).en}
                        </p>
                        <p lang="ar" dir="rtl" className="text-sm font-medium">
                          {words(CONTRACT_WORDS.signature).ar}
                        </p>
                      </div>
                      <img
                        src={state.signed!.signatureUrl}
                        alt={t('contracts.print.signatureAlt', { name: state.member!.name })}
                        className="h-28 w-auto justify-self-center border-b border-slate-400"
                      />
                      <p className="text-center text-sm" data-testid="signed-date">
                        {settings.data?.hijriDates
                          ? t('contracts.print.signedHijri', {
                              date: formatDateTime(state.signed!.signedAt, timeZone),
                              hijri: formatHijri(deskToday(new Date(state.signed!.signedAt), timeZone)),
                              by: state.signed!.signedBy,
                            })
                          : t('contracts.print.signed', {
                              date: formatDateTime(state.signed!.signedAt, timeZone),
                              by: state.signed!.signedBy,
                            })}
                      </p>
                    </div>
                  </ReceiptLayout>
                ) : (
                  <p className="text-sm text-slate-700">{t('contracts.print.none')}</p>
                )
              }
            </QueryContent>
          )
        }
      </QueryContent>
    </div>
  );
}
