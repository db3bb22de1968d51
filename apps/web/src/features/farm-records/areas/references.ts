import type { Employee, House, Medicine, Party, Programme, Sale } from '@flockbook/contracts';
import { fillText, pickLanguage } from '../../../records/area-texts.ts';
import {
  formatDate,
  formatDecimal,
  formatInteger,
  formatMoney,
} from '../../../records/number-format.ts';
import { isolatedDataText } from '../../../components/data-text.tsx';
import { defineReference } from '../../../records/reference-source.ts';
import { AREA_PATHS } from '../area-paths.ts';
import { moneyOptionsAr } from './locales/money-options/ar.ts';
import { moneyOptionsEn } from './locales/money-options/en.ts';
import { moneyOptionsTr } from './locales/money-options/tr.ts';
import { referencesAr } from './locales/references/ar.ts';
import { referencesEn } from './locales/references/en.ts';
import type { ReferenceTexts } from './locales/references/en.ts';
import { referencesTr } from './locales/references/tr.ts';
import { stockOptionsAr } from './locales/stock-options/ar.ts';
import { stockOptionsEn } from './locales/stock-options/en.ts';
import { stockOptionsTr } from './locales/stock-options/tr.ts';

const referenceTexts = { en: referencesEn, tr: referencesTr, ar: referencesAr };
const moneyOptionTexts = { en: moneyOptionsEn, tr: moneyOptionsTr, ar: moneyOptionsAr };
const stockOptionTexts = { en: stockOptionsEn, tr: stockOptionsTr, ar: stockOptionsAr };

function balanceText(balance: string, texts: ReferenceTexts, currency: string, locale: string) {
  const value = Number(balance);
  if (value === 0) return texts.settled;
  const amount = formatMoney(balance.replace(/^-/, ''), currency, locale);
  return fillText(value > 0 ? texts.owes : texts.owed, { amount });
}

function partiesOfKinds(kinds: readonly string[], nameField: string) {
  return defineReference<Party>({
    endpoint: AREA_PATHS.parties.api,
    query: () => ({ sort: 'name:asc' }),
    include: (party) => kinds.includes(party.kind),
    option: (party, { language, locale, currency }) => {
      const texts = pickLanguage(referenceTexts, language);
      return {
        id: party.id,
        label: party.name,
        detail: balanceText(party.balance, texts, currency, locale),
      };
    },
    nameField,
  });
}

/** Suppliers of feed and medicine (admins only may read them). */
export const supplierReference = partiesOfKinds(['supplier', 'both'], 'supplierName');
/** Customers a sale is made to. */
export const customerReference = partiesOfKinds(['customer', 'both'], 'customerName');
/** Any customer or supplier (a payment in or out). */
export const anyPartyReference = partiesOfKinds(['customer', 'supplier', 'both'], 'partyName');

/**
 * Medicine batches of the farm of the chosen flock, with what is left and their expiry; used-up
 * and expired batches are shown but cannot be chosen.
 */
export const medicineReference = defineReference<Medicine>({
  endpoint: AREA_PATHS.medicines.api,
  query: ({ values, farmOfFlock }) => {
    const farmId = farmOfFlock(values.flockId);
    return farmId ? { farmId, sort: 'date:desc' } : null;
  },
  option: (medicine, { language, locale }, { values }) => {
    const texts = pickLanguage(referenceTexts, language);
    const units = pickLanguage(stockOptionTexts, language).medicineUnit;
    const date = typeof values.date === 'string' && values.date ? values.date : null;
    const expired = medicine.expiresOn !== null && date !== null && medicine.expiresOn < date;
    const parts = [
      fillText(texts.left, {
        quantity: formatDecimal(medicine.remaining, locale, 3),
        unit: units[medicine.unit],
      }),
      medicine.expiresOn
        ? fillText(expired ? texts.expired : texts.expires, {
            date: formatDate(medicine.expiresOn, locale),
          })
        : null,
      medicine.batchNo
        ? fillText(texts.batch, { batch: isolatedDataText(medicine.batchNo) })
        : null,
    ].filter((part): part is string => part !== null);
    return {
      id: medicine.id,
      label: medicine.name,
      detail: parts.join(' · '),
      disabled: Number(medicine.remaining) <= 0 || expired,
    };
  },
  nameField: 'medicineName',
});

/** Employees (active ones first come by name). */
export const employeeReference = defineReference<Employee>({
  endpoint: AREA_PATHS.employees.api,
  query: () => ({ sort: 'name:asc' }),
  option: (employee, { language, locale, currency }) => {
    const texts = pickLanguage(referenceTexts, language);
    return {
      id: employee.id,
      label: employee.name,
      detail: fillText(texts.salary, {
        farm: isolatedDataText(employee.farmName),
        salary: formatMoney(employee.monthlySalary, currency, locale),
      }),
      disabled: !employee.active,
    };
  },
  nameField: 'employeeName',
});

/** Sales of the chosen customer with something still due (a payment settles them). */
export const saleReference = defineReference<Sale>({
  endpoint: AREA_PATHS.sales.api,
  query: ({ values }) =>
    typeof values.partyId === 'string' && values.partyId ? { sort: 'date:desc' } : null,
  include: (sale, { values }) => sale.customerId === values.partyId,
  option: (sale, { language, locale, currency }) => {
    const texts = pickLanguage(referenceTexts, language);
    const items = pickLanguage(moneyOptionTexts, language).saleItem;
    const quantity =
      sale.birds > 0 ? formatInteger(sale.birds, locale) : formatDecimal(sale.quantity, locale, 3);
    return {
      id: sale.id,
      label: fillText(texts.saleLabel, {
        date: formatDate(sale.date, locale),
        item: `${items[sale.item]} ${quantity}`,
        invoice: isolatedDataText(sale.invoiceNo || sale.flockName),
      }),
      detail: fillText(texts.saleDue, {
        balance: formatMoney(sale.balance, currency, locale),
        total: formatMoney(sale.total, currency, locale),
      }),
      disabled: Number(sale.balance) <= 0,
    };
  },
  nameField: 'saleInvoiceNo',
});

/**
 * The active houses of the chosen farm, with their room and the flock now in them; a house
 * holding another flock is shown but cannot be chosen.
 */
export const houseReference = defineReference<House>({
  endpoint: AREA_PATHS.houses.api,
  query: ({ values }) =>
    typeof values.farmId === 'string' && values.farmId
      ? { farmId: values.farmId, active: 'true', sort: 'name:asc' }
      : null,
  option: (house, { language, locale }) => {
    const texts = pickLanguage(referenceTexts, language);
    const parts = [
      house.capacityBirds === null
        ? null
        : fillText(texts.houseCapacity, { birds: formatInteger(house.capacityBirds, locale) }),
      house.activeFlockName ? fillText(texts.houseHolds, { flock: house.activeFlockName }) : null,
    ].filter((part): part is string => part !== null);
    return {
      id: house.id,
      label: house.name,
      detail: parts.join(' · ') || undefined,
      disabled: house.activeFlockId !== null,
    };
  },
  nameField: 'house',
});

/**
 * Vaccination programmes a flock of the form's type and breed may follow (a programme naming
 * no breeds is for every breed of its type).
 */
export const programmeReference = defineReference<Programme>({
  endpoint: '/api/vaccination-programmes',
  query: ({ values }) => (typeof values.type === 'string' && values.type ? {} : null),
  include: (programme, { values }) =>
    programme.flockType === values.type &&
    (programme.breeds.length === 0 || programme.breeds.includes(String(values.breed))),
  option: (programme, { language, locale }) => ({
    id: programme.id,
    label: programme.name,
    detail: fillText(pickLanguage(referenceTexts, language).programmeItems, {
      count: formatInteger(programme.items.length, locale),
    }),
  }),
  nameField: 'programmeName',
});
