import { DataTable, DateField, List, NumberField } from 'react-admin';

/** The flocks of the benchmark, 50 to a page, with the columns of Flockbook's flock list. */
export function FlockList() {
  return (
    <List perPage={50} sort={{ field: 'placedOn', order: 'DESC' }}>
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="name" label="Flock" />
        <DataTable.Col source="status" label="Status" />
        <DataTable.Col source="farmName" label="Farm" />
        <DataTable.Col source="breed" label="Breed" />
        <DataTable.NumberCol source="ageDays" label="Age (days)" />
        <DataTable.NumberCol source="birdsAlive" label="Birds alive" />
        <DataTable.Col source="mortalityPercent" label="Mortality">
          <NumberField source="mortalityPercent" options={{ maximumFractionDigits: 2 }} />
        </DataTable.Col>
        <DataTable.Col source="placedOn" label="Placed on">
          <DateField source="placedOn" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
