import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORGANIZATION_REPORT_STATUSES } from '#domain/entities/organization-report.ts';
import { isOrganizationAdminRole } from '#domain/rules/organization-admin.ts';
import { todayIn } from '#domain/rules/nights.ts';
import { ApiError } from '#app/api/api-error.ts';
import { useErrorText } from '#app/api/use-error-text.ts';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { PageHeading } from '#app/components/ui/page-heading.tsx';
import { SelectField } from '#app/components/ui/select-field.tsx';
import { Skeleton } from '#app/components/ui/skeleton.tsx';
import { formatMonth } from '#app/i18n/format.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { useAddressQuery } from '#app/platform/use-address-query.ts';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { organizationQueryOptions } from '../api/get-organization';
import { organizationReportQueryOptions } from '../api/get-organization-report';
import { monthChoices, readReportState, reportFilters, reportQuery, writeReportState, type ReportState } from '../utils/report-state';
import { DownloadPasswordDialog } from './download-password-dialog';
import { ReportTable } from './report-table';
import { StayUsageSummary } from './stay-usage-summary';
import styles from './organization-admin.module.css';

/** The signed-in organisation account, as the identity answer names it. */
export type AdminAccount = { id: number; role: string; display_name: string };

/**
 * /organization-admin (document 1 sections 2 and 6): for an admin of the signed-in organisation, its reservations
 * with filters, sort and paging, the stay usage, and the CSV download. Anyone else is told the page is not theirs;
 * the server refuses them the calls whatever this page shows.
 */
export function OrganizationAdminPage({ organization }: { organization: AdminAccount | null }) {
  const { t } = useTranslation('organization-admin');
  const settings = useHotelSettings();
  const title = t('title');
  return (
    <div className={styles.page}>
      <DocumentTitle page={title} hotelName={settings.hotel_name} />
      <PageHeading>{title}</PageHeading>
      {organization && isOrganizationAdminRole(organization.role) ? (
        <Report brandId={settings.hotel_brand_id} organization={organization} timeZone={settings.time_zone} />
      ) : (
        <Alert>{t('refused')}</Alert>
      )}
    </div>
  );
}

function Report({ brandId, organization, timeZone }: { brandId: number; organization: AdminAccount; timeZone: string }) {
  const { t } = useTranslation('organization-admin');
  const { locale, tag } = useLocale();
  const errorText = useErrorText();
  const [query, writeQuery] = useAddressQuery();
  const currentMonth = todayIn(timeZone).slice(0, 7);
  const state = readReportState(query, currentMonth);
  const userToken = useSessionStore((store) => store.userToken);
  const details = useQuery(organizationQueryOptions(userToken, brandId, organization.id));
  const report = useQuery(organizationReportQueryOptions(userToken, brandId, organization.id, reportQuery(state)));
  const [downloading, setDownloading] = useState(false);
  const [downloaded, setDownloaded] = useState<number | null>(null);
  const change = (next: Partial<ReportState>) => {
    setDownloaded(null);
    writeQuery((current) => writeReportState(current, readReportState(current, currentMonth), next));
  };
  const months = monthChoices(currentMonth).map((month) => ({ value: month, label: formatMonth(`${month}-01`, tag) }));
  const failure = report.error ?? details.error;

  return (
    <>
      <p className={styles.lead}>{t('lead', { organization: organization.display_name })}</p>
      <div className={styles.filters} role="group" aria-label={t('filters.label')}>
        <SelectField label={t('filters.from')} value={state.fromMonth} onChange={(event) => change({ fromMonth: event.target.value })} options={months} />
        <SelectField label={t('filters.to')} value={state.toMonth} onChange={(event) => change({ toMonth: event.target.value })} options={months} />
        <SelectField
          label={t('filters.hotel')}
          value={state.hotelId === null ? '' : String(state.hotelId)}
          onChange={(event) => change({ hotelId: event.target.value === '' ? null : Number(event.target.value) })}
          options={[{ value: '', label: t('filters.allHotels') }, ...(details.data?.hotels ?? []).map((hotel) => ({ value: String(hotel.id), label: hotel.name }))]}
        />
        <SelectField
          label={t('filters.status')}
          value={state.status}
          onChange={(event) => change({ status: event.target.value as ReportState['status'] })}
          options={ORGANIZATION_REPORT_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
        />
      </div>
      {failure && <Alert>{failure instanceof ApiError && failure.status === 403 ? t('refused') : errorText(failure)}</Alert>}
      {report.isPending && !failure && <Skeleton lines={6} />}
      {report.data && (
        <>
          <StayUsageSummary usage={report.data.stay_usage} monthLabel={(month) => formatMonth(`${month}-01`, tag)} />
          <div className={styles.toolbar}>
            <p role="status" className={styles.count}>
              {downloaded === null ? t('count', { count: report.data.total_entries }) : t('download.done', { count: downloaded })}
            </p>
            <Button variant="secondary" onClick={() => setDownloading(true)} disabled={report.data.total_entries === 0}>
              {t('download.open')}
            </Button>
          </div>
          <ReportTable report={report.data} state={state} busy={report.isPlaceholderData} onChange={change} />
        </>
      )}
      {downloading && (
        <DownloadPasswordDialog
          brandId={brandId}
          organizationId={organization.id}
          filters={reportFilters(state)}
          locale={locale}
          onClose={() => setDownloading(false)}
          onDownloaded={setDownloaded}
        />
      )}
    </>
  );
}
