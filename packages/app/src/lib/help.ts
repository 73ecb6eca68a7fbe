/** The help page that defines ROI (features/roi-help), linked from the dashboard and the performance page. */
export const ROI_HELP_PATH = '/help/roi';
