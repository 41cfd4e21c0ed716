import type { CardFailureCode } from '../../payments/gateway';

/** What the purchase says to the buyer (the answer's messages and the e-mail), en/es/pt. */
export interface PurchaseTexts {
  card: Record<CardFailureCode, string>;
  inProgress: string;
  keyReused: string;
  notPurchasable: string;
  unavailable: string;
  mailSubject: (count: number) => string;
  mailBody: (p: { name: string; codes: string; isBatch: boolean; count: number }) => string;
}

const en: PurchaseTexts = {
  card: {
    card_declined: 'Your card was declined.',
    expired_card: 'Your card has expired.',
    incorrect_cvc: "Your card's security code is incorrect.",
    processing_error: 'An error occurred while processing your card. Try again in a little bit.',
    incorrect_number: 'Your card number is incorrect.',
    invalid_expiry_year: "Your card's expiration year is invalid.",
    invalid_token: 'The card could not be read. Please enter it again.',
  },
  inProgress: 'This purchase is still being processed. Please wait a moment and try again.',
  keyReused: 'This purchase key was already used for another purchase.',
  notPurchasable: 'This bundle cannot be purchased.',
  unavailable: 'The payment service cannot be reached. Please try again; you will be charged once.',
  mailSubject: (count) =>
    count === 1 ? 'Your Lab Portal license code' : 'Your Lab Portal license codes',
  mailBody: ({ name, codes, isBatch, count }) =>
    [
      `Hello ${name},`,
      '',
      `Thank you for your purchase. ${count === 1 ? 'Your license has' : 'Your licenses have'} been issued for the following ${count === 1 ? 'product' : 'products'}:`,
      '',
      codes,
      '',
      isBatch
        ? 'Give each code to one person: they activate it in their Profile (Activate license).'
        : 'Your license is activated on the account you bought it with. The codes can also be found in your Profile.',
    ].join('\n'),
};

const es: PurchaseTexts = {
  card: {
    card_declined: 'Su tarjeta fue rechazada.',
    expired_card: 'Su tarjeta ha caducado.',
    incorrect_cvc: 'El código de seguridad de su tarjeta es incorrecto.',
    processing_error:
      'Se produjo un error al procesar su tarjeta. Inténtelo de nuevo en un momento.',
    incorrect_number: 'El número de su tarjeta es incorrecto.',
    invalid_expiry_year: 'El año de caducidad de su tarjeta no es válido.',
    invalid_token: 'No se pudo leer la tarjeta. Introdúzcala de nuevo.',
  },
  inProgress: 'Esta compra aún se está procesando. Espere un momento y vuelva a intentarlo.',
  keyReused: 'Esta clave de compra ya se usó para otra compra.',
  notPurchasable: 'Este paquete no se puede comprar.',
  unavailable:
    'No se puede contactar con el servicio de pago. Vuelva a intentarlo; se le cobrará una sola vez.',
  mailSubject: (count) =>
    count === 1 ? 'Su código de licencia de Lab Portal' : 'Sus códigos de licencia de Lab Portal',
  mailBody: ({ name, codes, isBatch, count }) =>
    [
      `Hola, ${name}:`,
      '',
      `Gracias por su compra. ${count === 1 ? 'Su licencia se ha emitido para el siguiente producto' : 'Sus licencias se han emitido para los siguientes productos'}:`,
      '',
      codes,
      '',
      isBatch
        ? 'Entregue cada código a una persona: lo activa en su Perfil (Activar licencia).'
        : 'Su licencia se activa en la cuenta con la que la compró. Los códigos también están en su Perfil.',
    ].join('\n'),
};

const pt: PurchaseTexts = {
  card: {
    card_declined: 'Seu cartão foi recusado.',
    expired_card: 'Seu cartão expirou.',
    incorrect_cvc: 'O código de segurança do seu cartão está incorreto.',
    processing_error: 'Ocorreu um erro ao processar seu cartão. Tente novamente daqui a pouco.',
    incorrect_number: 'O número do seu cartão está incorreto.',
    invalid_expiry_year: 'O ano de validade do seu cartão é inválido.',
    invalid_token: 'Não foi possível ler o cartão. Digite-o novamente.',
  },
  inProgress: 'Esta compra ainda está sendo processada. Aguarde um momento e tente novamente.',
  keyReused: 'Esta chave de compra já foi usada em outra compra.',
  notPurchasable: 'Este pacote não pode ser comprado.',
  unavailable:
    'Não foi possível contatar o serviço de pagamento. Tente novamente; a cobrança será feita uma só vez.',
  mailSubject: (count) =>
    count === 1 ? 'Seu código de licença do Lab Portal' : 'Seus códigos de licença do Lab Portal',
  mailBody: ({ name, codes, isBatch, count }) =>
    [
      `Olá, ${name},`,
      '',
      `Obrigado pela sua compra. ${count === 1 ? 'Sua licença foi emitida para o seguinte produto' : 'Suas licenças foram emitidas para os seguintes produtos'}:`,
      '',
      codes,
      '',
      isBatch
        ? 'Entregue cada código a uma pessoa: ela o ativa no Perfil (Ativar licença).'
        : 'Sua licença é ativada na conta com a qual foi comprada. Os códigos também estão no seu Perfil.',
    ].join('\n'),
};

const TEXTS: Record<string, PurchaseTexts> = { en, es, pt };

/** The body's lang, then the lab_language cookie, then Accept-Language, then English. */
export function purchaseTexts(candidates: readonly (string | undefined)[]): PurchaseTexts {
  for (const candidate of candidates) {
    const lang = candidate?.trim().slice(0, 2).toLowerCase();
    if (lang && TEXTS[lang]) return TEXTS[lang];
  }
  return en;
}
