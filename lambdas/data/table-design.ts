// The single table's physical design, shared by ElectroDB, the CDK data construct and the local cloud.
export const tableDesign = {
  partitionKey: 'pk',
  sortKey: 'sk',
  timeToLiveAttribute: 'expiresAt',
  globalIndexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  ],
} as const;
