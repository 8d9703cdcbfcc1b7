import type { OwnDomainTexts } from '../types';

export const NEUROTICISM_ES: OwnDomainTexts = {
  title: 'Sensibilidad emocional',
  shortDescription:
    'Con qué intensidad y con qué frecuencia sientes cosas como preocupación, frustración o desánimo, y cuánto tardan en pasar.',
  description: [
    'La sensibilidad emocional tiene que ver con cómo reaccionas ante el estrés y con qué frecuencia aparecen emociones como la preocupación, el enfado o el desánimo. Todas las personas las sentimos; lo que cambia es cuánto y durante cuánto tiempo.',
    'Una puntuación alta indica que tus emociones suelen subir rápido y con fuerza, así que notas los riesgos y reaccionas ante ellos. Una puntuación baja indica reacciones más tranquilas y estables, incluso cuando el ambiente se pone tenso.',
    'Ningún extremo es mejor que el otro. La sensibilidad puede hacer de ti una persona atenta, minuciosa y cercana, y la calma puede ayudarte a mantener el equilibrio bajo presión. Cada lado trae sus propias fortalezas y sus propios puntos que tener en cuenta.',
  ],
  levels: {
    low: {
      summary:
        'Sueles mantener la calma más que la mayoría de las personas, incluso cuando el ambiente se pone tenso. La preocupación y la frustración aparecen con menos frecuencia y se te pasan antes.',
      atStudy:
        'Puede que pienses con claridad antes de un examen complicado o con una fecha de entrega muy justa. Es posible que tus amistades cuenten contigo cuando algo sale mal. A veces podrías pasar por alto las primeras señales de un problema, o dar la impresión de que algo te importa menos de lo que otros esperan.',
      atWork:
        'Puede que pienses con claridad ante un plazo muy ajustado o con un cliente complicado. Es posible que en tu equipo cuenten contigo cuando algo sale mal. A veces podrías pasar por alto las primeras señales de un problema, o dar la impresión de que algo te importa menos de lo que otros esperan.',
      strengths: [
        'Mantener la calma bajo presión',
        'Recuperarte rápido de los contratiempos',
        'Dar estabilidad a un grupo cuando algo sale mal',
      ],
      watchFor: [
        'Es fácil restar importancia a riesgos reales',
        'Otras personas pueden confundir tu calma con falta de interés',
        'Pregunta a tus compañeros de equipo cómo llevan el estrés',
      ],
    },
    neutral: {
      summary:
        'Sientes preocupación, frustración o desánimo más o menos con la misma frecuencia que la mayoría de las personas. El estrés te afecta, pero sueles recuperarte en un tiempo razonable.',
      atStudy:
        'Puede que sientas nervios antes de un examen o de una exposición oral y aun así sigas adelante. Las semanas con mucha carga pueden agotarte a ratos, pero después de descansar sueles recuperarte.',
      atWork:
        'Puede que sientas nervios antes de una entrevista de trabajo o de una reunión importante y aun así sigas adelante. Las semanas con mucha carga pueden agotarte a ratos, pero después de descansar sueles recuperarte. Muchas veces sabes distinguir cuándo una situación merece preocupación y cuándo no.',
      strengths: [
        'Tomarte en serio los riesgos reales',
        'Recuperarte de los contratiempos con el tiempo',
        'Entender tanto a quien vive las cosas con calma como a quien las vive con estrés',
      ],
      watchFor: [
        'Aun así, la presión de las épocas largas puede ir acumulándose',
        'Fíjate en las primeras señales de estrés para poder actuar a tiempo',
      ],
    },
    high: {
      summary:
        'Sueles sentir preocupación, frustración o desánimo con más fuerza y más a menudo que la mayoría de las personas. Notas enseguida cuando algo podría salir mal, y te importa mucho cómo salen las cosas.',
      atStudy:
        'Puede que veas pronto lo que podría fallar, y a menudo te preparas bien para los exámenes y las entregas. La presión de los exámenes, los comentarios negativos o los cambios repentinos pueden afectarte más, y quizá tardes más en recuperar la calma. Unas rutinas tranquilas y unas instrucciones claras pueden ayudarte a dar lo mejor de ti.',
      atWork:
        'Puede que detectes los riesgos de un plan antes que los demás, y a menudo te preparas bien para los plazos. La presión, los comentarios negativos o los cambios repentinos pueden afectarte más, y quizá tardes más en recuperar la calma. Unas rutinas tranquilas, unas expectativas claras y tiempo para adaptarte tras un cambio de trabajo pueden ayudarte a dar lo mejor de ti.',
      strengths: [
        'Detectar riesgos a tiempo',
        'Prepararte a fondo',
        'Entender cómo se sienten los demás',
      ],
      watchFor: [
        'La preocupación puede gastar energía que necesitas para la tarea',
        'Los pequeños contratiempos pueden parecer más grandes de lo que son',
        'Hablar con alguien de confianza ayuda cuando las emociones pesan',
      ],
    },
  },
  facets: {
    1: {
      title: 'Preocupación',
      description:
        'Con qué frecuencia sientes preocupación, nervios o inquietud, sobre todo por lo que podría pasar.',
      levels: {
        low: 'Sueles preocuparte menos que la mayoría de las personas, así que puedes afrontar con calma situaciones nuevas o inciertas. A veces podrías subestimar un riesgo que merece más atención.',
        neutral:
          'Te preocupas más o menos como la mayoría de las personas, sobre todo cuando hay un motivo real. De vez en cuando, una preocupación puede quedarse contigo más tiempo del necesario.',
        high: 'Sueles preocuparte más que la mayoría de las personas, y eso te ayuda a planificar y a prever lo que podría salir mal. La otra cara es que preocuparse cansa y puede frenarte a la hora de probar cosas nuevas.',
      },
    },
    2: {
      title: 'Enfado',
      description:
        'Con qué rapidez sientes frustración o irritación cuando algo sale mal o te parece injusto.',
      levels: {
        low: 'Sueles tener más paciencia que la mayoría de las personas cuando algo sale mal. Eso ayuda a que tus relaciones vayan bien, aunque quizá te guardes una frustración que valdría la pena expresar.',
        neutral:
          'Te irritas más o menos con la misma frecuencia que la mayoría de las personas, normalmente cuando algo te importa de verdad. Sabes decir lo que piensas cuando hace falta, aunque a veces se te puede escapar una frustración fuerte.',
        high: 'Sueles sentir frustración más rápido y con más fuerza que la mayoría de las personas. Eso puede darte energía para plantarte ante una injusticia, aunque las reacciones rápidas pueden tensar tus relaciones si no haces una pausa antes.',
      },
    },
    3: {
      title: 'Tendencia al desánimo',
      description:
        'Con qué frecuencia te llegan la tristeza o el desánimo, y cuánto tiempo suelen durar.',
      levels: {
        low: 'Sueles desanimarte menos a menudo que la mayoría de las personas, y te recuperas rápido de las decepciones. Eso te ayuda a seguir adelante, aunque quizá te cueste más ponerte en el lugar de quien lo está pasando mal.',
        neutral:
          'Te desanimas más o menos con la misma frecuencia que la mayoría de las personas, normalmente después de un contratiempo real. Esas emociones suelen pasar con el tiempo, aunque una racha complicada todavía puede frenarte.',
        high: 'La tristeza y el desánimo suelen aparecer en tu vida más a menudo que en la de la mayoría de las personas. Eso puede hacer que reflexiones más y que entiendas bien lo que viven otras personas, aunque también puede quitarte energía. Hablar con alguien de confianza ayuda cuando las emociones pesan.',
      },
    },
    4: {
      title: 'Timidez',
      description:
        'Hasta qué punto te fijas en lo que los demás podrían pensar de ti, y con qué facilidad sientes incomodidad o vergüenza.',
      levels: {
        low: 'Sueles sentirte a gusto con otras personas, más que la mayoría de las personas, incluso cuando te equivocas delante de otros. Eso te ayuda a hablar con libertad, aunque a veces quizá no notes cómo reciben los demás tus palabras.',
        neutral:
          'Sientes vergüenza más o menos con la misma frecuencia que la mayoría de las personas, por ejemplo al conocer a alguien o al hablar en público. Normalmente logras seguir adelante, aunque algunas situaciones todavía pueden incomodarte.',
        high: 'Sueles sentir más vergüenza que la mayoría de las personas, sobre todo en grupos nuevos o cuando todas las miradas están puestas en ti. Eso te da tacto y te hace estar pendiente de los demás, pero puede frenarte a la hora de hablar.',
      },
    },
    5: {
      title: 'Impulsividad',
      description:
        'Con qué fuerza sientes impulsos y antojos, por ejemplo de comer, de comprar o de pasar tiempo frente a una pantalla, y cuánto te cuesta resistirlos.',
      levels: {
        low: 'Sueles resistir los impulsos y las tentaciones con más facilidad que la mayoría de las personas. Eso te ayuda a mantener el rumbo, aunque a veces quizá te niegues pequeños caprichos que disfrutarías.',
        neutral:
          'Sientes los impulsos más o menos con la misma fuerza que la mayoría de las personas, y normalmente puedes frenarte cuando importa. De vez en cuando, el estrés o el cansancio pueden hacer que te cueste más resistirlos.',
        high: 'Sueles sentir los impulsos y los antojos con más fuerza que la mayoría de las personas. Eso puede darte espontaneidad y entusiasmo, pero quizá te cueste parar una vez que empiezas, por ejemplo con las redes sociales o con algo de comer.',
      },
    },
    6: {
      title: 'Sensibilidad al estrés',
      description:
        'Cómo te sientes y cómo lo llevas cuando la presión aumenta, por ejemplo en una crisis o en una época con muchísimo que hacer.',
      levels: {
        low: 'Sueles mantener la compostura en una crisis más que la mayoría de las personas. Es posible que otros acudan a ti cuando todo se complica, aunque podrías cargar con demasiado sin darte cuenta.',
        neutral:
          'Llevas la presión más o menos igual de bien que la mayoría de las personas. Normalmente puedes con una época de mucho ajetreo, aunque demasiadas cosas a la vez pueden dejarte sin margen.',
        high: 'Bajo mucha presión, la situación suele desbordarte antes que a la mayoría de las personas. Quizá notes antes que otros cuándo la carga es excesiva, y pidas apoyo a tiempo. Hablar con alguien de confianza ayuda cuando las emociones pesan.',
      },
    },
  },
};
