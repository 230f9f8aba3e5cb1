/** The product's name lives here and nowhere else: the SPA, the e-mails and the stack read it from this file. */
export const PRODUCT_NAME = 'SaluteMia';
/** The assistant's name (spec section 1). */
export const ASSISTANT_NAME = 'Salus';
