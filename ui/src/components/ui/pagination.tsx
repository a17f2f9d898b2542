import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { useT } from '../../lib/i18n/use-t';
import { Button } from './button';

interface PaginationProps {
  /** What the list holds, for the count: "members", "invoices". */
  noun: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** Offer a page-size choice when given. */
  pageSizes?: readonly number[];
  onPageSize?: (pageSize: number) => void;
}

/** "Showing 26–50 of 120 members", Previous / Next, and optionally the page size. */
export function Pagination({ noun, page, pageSize, total, onPage, pageSizes, onPageSize }: PaginationProps) {
  const t = useT();
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label={t('kit.pagination.label', { noun })}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm"
    >
      <p aria-live="polite" className="text-slate-700">
        {total === 0 ? t('kit.pagination.none', { noun }) : t('kit.pagination.showing', { first, last, total, noun })}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {pageSizes && onPageSize ? (
          <div className="flex items-center gap-2">
            <label htmlFor={sizeId} className="text-slate-700">
              {t('kit.pagination.perPage')}
            </label>
            <select
              id={sizeId}
              value={pageSize}
              onChange={(event) => onPageSize(Number(event.target.value))}
              className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900"
            >
              {pageSizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <span className="text-slate-700">{t('kit.pagination.page', { page: Math.min(page, pages), pages })}</span>
        <Button variant="secondary" className="px-3 py-1.5" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
          {t('kit.pager.previous')}
          <span className="sr-only">{t('kit.pagination.pageSuffix')}</span>
        </Button>
        <Button variant="secondary" className="px-3 py-1.5" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('kit.pager.next')}
          <span className="sr-only">{t('kit.pagination.pageSuffix')}</span>
          <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
        </Button>
      </div>
    </nav>
  );
}
