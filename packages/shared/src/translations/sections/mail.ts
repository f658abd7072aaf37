import type { TranslationSection } from '../types';

export const mail = {
  resetSubject: {
    en: 'Reset your password',
    no: 'Tilbakestill passordet ditt',
    po: 'Zresetuj swoje hasło',
    sw: 'Återställ ditt lösenord',
  },
  resetBody: {
    en: 'Hello {{name}},\n\nSomeone asked to reset the password of your account. Open this link within one hour to choose a new password:\n\n{{link}}\n\nIf it was not you, you can ignore this message.',
    no: 'Hei {{name}},\n\nNoen har bedt om å tilbakestille passordet til kontoen din. Åpne denne lenken innen én time for å velge et nytt passord:\n\n{{link}}\n\nHvis det ikke var deg, kan du se bort fra denne meldingen.',
    po: 'Witaj {{name}},\n\nKtoś poprosił o zresetowanie hasła do Twojego konta. Otwórz ten link w ciągu godziny, aby ustawić nowe hasło:\n\n{{link}}\n\nJeśli to nie Ty, zignoruj tę wiadomość.',
    sw: 'Hej {{name}},\n\nNågon har bett om att återställa lösenordet för ditt konto. Öppna den här länken inom en timme för att välja ett nytt lösenord:\n\n{{link}}\n\nOm det inte var du kan du bortse från detta meddelande.',
  },
} satisfies TranslationSection;
