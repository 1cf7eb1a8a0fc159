// Stylesheets imported for their side effect (Next bundles them); no exports to type.
declare module '@bprogress/core/css'
