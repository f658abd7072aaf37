import { describe, expect, it } from 'vitest';
import { orderDocumentFileName } from '../orders/order-document';
import { cleanFileName } from './file-name';

describe('file names of printed documents (spec 02 §5 "Report and print rules")', () => {
  it('removes a trailing .pdf and the ampersand', () => {
    expect(cleanFileName('Tilbud 3051.pdf')).toBe('Tilbud 3051');
    expect(cleanFileName('Tilbud 3051.PDF')).toBe('Tilbud 3051');
    expect(cleanFileName('Kulde & Varme')).toBe('Kulde  Varme');
  });

  it('turns / \\ ? % * : | " < > tab and newline into underscores', () => {
    expect(cleanFileName('a/b\\c?d%e*f:g|h"i<j>k\tl\nm')).toBe('a_b_c_d_e_f_g_h_i_j_k_l_m');
  });

  it('keeps Norwegian letters', () => {
    expect(cleanFileName('Servicerapport Ærøy')).toBe('Servicerapport Ærøy');
  });

  it('names every order document by its title in the language and its number', () => {
    expect(orderDocumentFileName(1, 10023, 'no')).toBe('Ordrebekreftelse 10023.pdf');
    expect(orderDocumentFileName(2, 10023, 'en')).toBe('Service report 10023.pdf');
    expect(orderDocumentFileName(4, 1, 'sw')).toBe('Fakturaunderlag 1.pdf');
    expect(orderDocumentFileName(9, 1, 'po')).toBe('Faktura proforma 1.pdf');
    expect(orderDocumentFileName(14, 3051, 'no')).toBe('Tilbud 3051.pdf');
    expect(orderDocumentFileName(22, 3051, 'no')).toBe('Tilbud 3051.pdf');
  });
});
