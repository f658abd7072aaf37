// The PDF platform module: every printed document of the product goes through here.
export { renderPdf, renderDefinition, groupOrgNumber, orgNumberLine, type PdfInput } from './pdf';
export { companyHeaderOf, loadCompanyHeader, type CompanyHeader } from './company-header';
export { renderOrderDocument } from './documents/order-documents';
