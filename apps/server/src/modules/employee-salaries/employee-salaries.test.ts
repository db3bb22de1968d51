import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFarmFixture } from '../../test/farm-fixture.ts';
import type { FarmFixture } from '../../test/farm-fixture.ts';

let f: FarmFixture;
let farmId: string;
let employeeId: string;
beforeAll(async () => {
  f = await buildFarmFixture();
  farmId = await f.farm('Payroll Farm');
  const created = await f.admin('POST', '/api/employees', {
    farmId,
    name: 'Kamran Ali',
    position: 'Shed supervisor',
    monthlySalary: '45000',
    joinedOn: '2026-01-15',
  });
  expect(created.statusCode, created.body).toBe(201);
  employeeId = created.json<{ id: string }>().id;
  await f.admin('POST', '/api/employees', {
    farmId,
    name: 'Naveed Shah',
    monthlySalary: 38000,
    joinedOn: '2026-03-01',
  });
});
afterAll(() => f.close());

describe('salaries', () => {
  it('work out net pay and allow one salary per employee and month', async () => {
    const paid = await f.admin('POST', '/api/employee-salaries', {
      employeeId,
      period: '2026-10',
      basic: '45000',
      bonus: '5000',
      deduction: '1500.50',
      paidOn: '2026-11-01',
      method: 'bank',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({
      net: '48499.50',
      employeeName: 'Kamran Ali',
      farmName: 'Payroll Farm',
    });
    const again = await f.admin('POST', '/api/employee-salaries', {
      employeeId,
      period: '2026-10',
      basic: '45000',
      paidOn: '2026-11-02',
      method: 'cash',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      errors: { period: 'The salary for 2026-10 is already recorded' },
    });
    const negative = await f.admin('POST', '/api/employee-salaries', {
      employeeId,
      period: '2026-09',
      basic: '100',
      deduction: '200',
      paidOn: '2026-10-01',
      method: 'cash',
    });
    expect(negative.json()).toMatchObject({
      errors: { deduction: 'Deductions cannot exceed basic pay and bonus' },
    });
  });

  it('show who is unpaid for a month', async () => {
    const month = await f.admin('GET', '/api/employee-salaries/month?period=2026-10');
    expect(month.json()).toEqual({
      period: '2026-10',
      employees: [
        expect.objectContaining({ name: 'Naveed Shah', salaryId: null, net: null }),
        expect.objectContaining({ name: 'Kamran Ali', net: '48499.50', paidOn: '2026-11-01' }),
      ],
    });
    const before = await f.admin('GET', '/api/employee-salaries/month?period=2026-02');
    expect(before.json<{ employees: { name: string }[] }>().employees.map((e) => e.name)).toEqual([
      'Kamran Ali',
    ]);
  });
});

describe('mess and expenses', () => {
  it('record staff food and other expenses with exact amounts', async () => {
    const food = await f.admin('POST', '/api/mess', {
      farmId,
      date: '2026-10-05',
      description: 'Flour and lentils',
      persons: 6,
      amount: '7450.75',
    });
    expect(food.statusCode, food.body).toBe(201);
    expect(food.json()).toMatchObject({ amount: '7450.75', farmName: 'Payroll Farm' });
    const bill = await f.admin('POST', '/api/miscellaneous-expenses', {
      farmId,
      date: '2026-10-06',
      category: 'electricity',
      description: 'October bill',
      paidTo: 'LESCO',
      amount: '28500',
    });
    expect(bill.json()).toMatchObject({
      category: 'electricity',
      amount: '28500.00',
      flockId: null,
    });
    const list = await f.admin('GET', `/api/miscellaneous-expenses?farmId=${farmId}&q=lesco`);
    expect(list.json()).toMatchObject({ total: 1 });
  });
});
