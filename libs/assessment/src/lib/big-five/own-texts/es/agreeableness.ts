import type { OwnDomainTexts } from '../types';

export const AGREEABLENESS_ES: OwnDomainTexts = {
  title: 'Amabilidad',
  shortDescription:
    'Cuánto sueles centrarte en la confianza, la cooperación y las necesidades de los demás, frente a tus propias opiniones e intereses.',
  description: [
    'La amabilidad tiene que ver con cómo sueles relacionarte con otras personas. Incluye la confianza, la franqueza, las ganas de ayudar, la cooperación, la modestia y la compasión.',
    'Las personas con una puntuación más alta suelen poner en primer lugar la armonía y las necesidades de los demás. Las personas con una puntuación más baja suelen mantenerse firmes, hablar sin rodeos y cuidar de sus propios intereses.',
    'Ningún extremo es mejor que el otro: la calidez y la cooperación importan, y también saber discrepar y tomar decisiones duras. Muchas profesiones necesitan las dos cosas.',
  ],
  levels: {
    low: {
      summary:
        'Sueles dar prioridad a tus propias opiniones y metas más que la mayoría de las personas. A menudo te sientes a gusto con el desacuerdo y con las decisiones duras.',
      atStudy:
        'En los debates de clase y los trabajos en grupo quizá digas claramente que una idea no va a funcionar, en vez de seguir la corriente para evitar roces. Puede que defiendas tu postura ante una decisión que te parece injusta. A algunos compañeros de clase quizá les cueste al principio acostumbrarse a tu franqueza.',
      atWork:
        'Puede que te vaya bien donde hacen falta decisiones firmes, como al negociar, al dar opiniones sinceras sobre el trabajo de otros o al defender una postura. En las reuniones quizá cuestiones los planes que no te convencen en vez de seguir la corriente para evitar roces. A algunos compañeros de trabajo quizá les cueste al principio acostumbrarse a tu franqueza.',
      strengths: [
        'Mantenerte firme bajo presión',
        'Comodidad con el desacuerdo y las decisiones duras',
        'Un sano escepticismo',
      ],
      watchFor: [
        'Otras personas pueden confundir tu franqueza con falta de interés, así que explica tus motivos',
        'Competir cuando colaborar daría mejores resultados',
        'Acuérdate de decirle a alguien que valoras su trabajo',
      ],
    },
    neutral: {
      summary:
        'Sueles cooperar y confiar en los demás más o menos como la mayoría de las personas. Puedes mostrar calidez y ganas de ayudar, y también mantenerte firme.',
      atStudy:
        'Normalmente puedes ayudar a que un trabajo en grupo avance y, aun así, decirlo cuando algo no te parece bien. Con tus compañeros y con el profesorado puedes tener un trato cercano sin perder de vista tus propias necesidades.',
      atWork:
        'A menudo puedes apoyar a un equipo y, aun así, decir lo que piensas cuando algo no te parece bien. Con clientes y compañeros de trabajo puedes tener un trato cercano sin perder de vista tus propias necesidades.',
      strengths: [
        'Equilibrio entre amabilidad y firmeza',
        'Capacidad de cooperar o de cuestionar según haga falta',
        'Trato justo con personas muy distintas',
      ],
      watchFor: [
        'A veces quizá te frenes tanto a la hora de ayudar como a la hora de cuestionar',
        'Fíjate en si una situación pide más firmeza o más amabilidad',
      ],
    },
    high: {
      summary:
        'Sueles confiar en los demás, ayudar y buscar la armonía más que la mayoría de las personas. A menudo te importa mucho cómo se sienten otras personas.',
      atStudy:
        'Puede que seas quien hace sentir bienvenidas a las personas nuevas de la clase y quien mantiene el buen ambiente en un trabajo en grupo. A menudo ayudas a otros con lo suyo y calmas las discusiones. Quizá te cueste decir que no cuando alguien te pide ayuda, aunque tu propio trabajo esté esperando.',
      atWork:
        'Puede que te sientas en tu elemento en puestos de cuidado, de enseñanza o de trabajo en equipo, donde ayudar a otros es lo principal. En las reuniones a menudo suavizas los conflictos y ayudas a que los demás se sientan bienvenidos. Quizá te cueste rechazar un encargo o señalar lo que no funciona en el trabajo de alguien.',
      strengths: [
        'Calidez y facilidad para trabajar con otras personas',
        'Unir a la gente',
        'Paciencia y ganas de apoyar',
      ],
      watchFor: [
        'Decir que sí demasiado a menudo puede sobrecargarte',
        'Evitar los conflictos puede dejar que los problemas crezcan',
        'Tus necesidades también cuentan, así que defiéndelas',
      ],
    },
  },
  facets: {
    1: {
      title: 'Confianza en los demás',
      description:
        'Hasta qué punto sueles dar por hecho que los demás son honestos y tienen buenas intenciones.',
      levels: {
        low: 'Sueles tener más cautela que la mayoría de las personas ante las intenciones de los demás. Eso puede protegerte de engaños, aunque a otras personas quizá les lleve más tiempo sentir que confías en ellas.',
        neutral:
          'Confías en los demás más o menos como la mayoría de las personas. Das a la gente una oportunidad justa sin bajar la guardia, aunque a veces quizá te equivoques al juzgar en quién confiar.',
        high: 'Sueles pensar lo mejor de los demás más que la mayoría de las personas. Eso te ayuda a crear relaciones cálidas y abiertas enseguida, aunque puede exponerte a que alguien se aproveche de ti.',
      },
    },
    2: {
      title: 'Franqueza',
      description:
        'Cuánta franqueza y sinceridad sueles mostrar con los demás, frente a actuar con tacto, con estrategia o con reserva sobre lo que compartes.',
      levels: {
        low: 'Te sientes más a gusto que la mayoría de las personas con el tacto, la estrategia y el hecho de guardarte algunas cosas. Quizá no te importe adornar un poco la verdad cuando sirve para algo. Eso puede ayudarte al negociar o en situaciones diplomáticas, aunque a otras personas quizá les cueste más saber a qué atenerse contigo.',
        neutral:
          'Tienes más o menos la misma franqueza que la mayoría de las personas. Normalmente hablas con sinceridad y sin rodeos, pero sabes tener tacto o reservarte cosas cuando la situación lo pide. A veces quizá no tengas claro qué enfoque elegir.',
        high: 'Sueles hablar con más franqueza y sinceridad que la mayoría de las personas, y no te gustan los juegos ni las segundas intenciones. La gente suele saber a qué atenerse contigo, aunque regatear, usar tácticas o callar por diplomacia puede resultarte incómodo.',
      },
    },
    3: {
      title: 'Altruismo',
      description:
        'Cuánto sueles disfrutar ayudando a otras personas y dedicándoles tu tiempo y tu energía.',
      levels: {
        low: 'Sueles centrarte en tus propias tareas y prioridades más que la mayoría de las personas. Eso protege tu tiempo y tu energía, aunque a veces otras personas quizá esperen más ayuda de tu parte.',
        neutral:
          'Ayudas a los demás más o menos como la mayoría de las personas. Te gusta echar una mano y aun así guardas tiempo para lo tuyo, aunque quizá no siempre notes cuándo alguien necesita apoyo.',
        high: 'Disfrutas ayudando a los demás más que la mayoría de las personas, y a menudo haces un esfuerzo extra para hacerlo. Eso te convierte en un gran apoyo, aunque quizá asumas demasiado y dejes de lado tus propias necesidades.',
      },
    },
    4: {
      title: 'Cooperación',
      description:
        'Cómo sueles manejar los desacuerdos y los conflictos: cediendo para mantener la paz, o manteniéndote firme y compitiendo.',
      levels: {
        low: 'Sueles mantenerte firme y competir más que la mayoría de las personas. Eso te ayuda a defender tus intereses y tus ideas, aunque los choques a veces pueden costarte apoyos.',
        neutral:
          'Manejas los conflictos más o menos como la mayoría de las personas. Puedes ceder o plantarte según lo que esté en juego, aunque a veces quizá no tengas claro qué elegir.',
        high: 'Sueles evitar los conflictos y ceder más que la mayoría de las personas. Eso mantiene la calma y ayuda a que los equipos trabajen unidos, aunque tus opiniones quizá no lleguen a oírse.',
      },
    },
    5: {
      title: 'Modestia',
      description:
        'Cuánto sueles restar importancia a tus propios logros, frente a sentirte a gusto hablando de ellos.',
      levels: {
        low: 'Te sientes más a gusto que la mayoría de las personas hablando de tus puntos fuertes y de tus éxitos. Eso ayuda en las entrevistas y cuando tienes que defender una propuesta, aunque algunas personas quizá prefieran un tono más discreto.',
        neutral:
          'Hablas de tus logros más o menos como la mayoría de las personas. Puedes contar lo que has hecho sin exagerar, aunque quizá no te des todo el mérito que te corresponde cuando más importa.',
        high: 'Sueles restar importancia a tus logros más que la mayoría de las personas. A la gente le suele resultar fácil estar contigo, aunque quizá no te des el mérito que mereces en solicitudes, entrevistas o evaluaciones.',
      },
    },
    6: {
      title: 'Compasión',
      description:
        'Con qué intensidad sueles conectar con las personas que lo están pasando mal, y cuánto te conmueve su situación.',
      levels: {
        low: 'Sueles conmoverte menos que la mayoría de las personas ante las dificultades ajenas, y a menudo te centras en los hechos. Eso te ayuda a mantener la calma y la imparcialidad en decisiones duras, aunque otras personas quizá sientan que sus emociones pasan desapercibidas.',
        neutral:
          'Te pones en el lugar de los demás más o menos como la mayoría de las personas. Puedes mostrar compasión sin dejar de pensar con claridad, aunque quizá no siempre notes las señales más sutiles de que alguien lo está pasando mal.',
        high: 'Sueles sentir el dolor y las dificultades de los demás con más fuerza que la mayoría de las personas. Eso te ayuda a responder con cariño, aunque los problemas ajenos pueden pesarte mucho.',
      },
    },
  },
};
