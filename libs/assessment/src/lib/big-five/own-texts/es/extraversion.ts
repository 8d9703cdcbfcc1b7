import type { OwnDomainTexts } from '../types';

export const EXTRAVERSION_ES: OwnDomainTexts = {
  title: 'Extraversión',
  shortDescription:
    'Cuánto buscas la compañía de otras personas, la actividad y la emoción, y cuánta energía te dan.',
  description: [
    'La extraversión habla de dónde sueles sacar tu energía. Las personas con una puntuación alta suelen llenarse de energía rodeadas de gente y de actividad. Las personas con una puntuación baja suelen recargarse con tiempo tranquilo, a solas o con unas pocas personas cercanas.',
    'A una puntuación baja se le suele llamar introversión. No significa timidez ni antipatía: significa que quizá prefieras ambientes más tranquilos y grupos más pequeños.',
    'Ningún extremo es mejor que el otro. Muchas profesiones encajan con personas muy sociables, y muchas otras con personas más calladas a las que les gusta concentrarse. Mucha gente está en un punto intermedio y se adapta a cada situación.',
  ],
  levels: {
    low: {
      summary:
        'Sueles preferir los ambientes tranquilos y los grupos pequeños más que la mayoría de las personas. A menudo recargas mejor las pilas con tiempo para ti.',
      atStudy:
        'Puede que rindas más cuando puedes concentrarte sin interrupciones, por ejemplo al leer, al escribir una redacción o al resolver problemas a solas. En clase sueles escuchar con atención y pensar antes de hablar. Las exposiciones orales o un aula ruidosa pueden gastarte más energía.',
      atWork:
        'Puede que rindas más cuando puedes concentrarte sin interrupciones, por ejemplo en tareas de investigación, de redacción o de mucho detalle. En las reuniones sueles escuchar con atención y pensar antes de hablar. Hacer contactos, hablar en público o una oficina abierta y ruidosa pueden gastarte más energía.',
      strengths: [
        'Concentrarte a fondo durante mucho tiempo',
        'Escuchar con atención',
        'Pensar antes de hablar',
      ],
      watchFor: [
        'Tus ideas pueden pasar desapercibidas si tardas mucho en compartirlas',
        'Reserva tiempo para recargarte después de días con mucha vida social',
        'Otras personas pueden confundir tu silencio con falta de interés',
      ],
    },
    neutral: {
      summary:
        'Disfrutas de la compañía y del tiempo tranquilo más o menos como la mayoría de las personas. Puedes mostrarte sociable cuando el momento lo pide, y también valoras tener tiempo para recargarte.',
      atStudy:
        'Puede que te sientas a gusto tanto en un trabajo en grupo como al preparar una redacción por tu cuenta. Participas en los debates de clase, aunque no siempre quieras llevar la voz cantante. Una mezcla de estudio en compañía y estudio en silencio suele irte bien.',
      atWork:
        'Puede que te sientas a gusto tanto en equipo como al encargarte de una tarea por tu cuenta. Participas en las reuniones, aunque no siempre quieras llevar la voz cantante. Una mezcla de trabajo con otras personas y trabajo en silencio suele irte bien.',
      strengths: [
        'Adaptarte a ambientes distintos',
        'Trabajar bien a solas o en equipo',
        'Saber cuándo hablar y cuándo escuchar',
      ],
      watchFor: [
        'Fíjate en qué ambientes te dan energía y cuáles te la quitan',
        'Demasiado ajetreo o demasiada calma pueden acabar agotándote',
      ],
    },
    high: {
      summary:
        'Buscas la compañía, la actividad y la emoción más que la mayoría de las personas. Los ambientes animados y con mucha gente suelen llenarte de energía.',
      atStudy:
        'Puede que disfrutes de los trabajos en grupo, los debates en clase, los clubes y los equipos. A menudo levantas la mano, tomas la iniciativa y mantienes el ánimo del grupo. Pasar muchas horas estudiando a solas puede agotarte, así que estudiar con otras personas puede ayudarte.',
      atWork:
        'Puede que disfrutes de las reuniones, del trato con clientes y de los trabajos en los que cada día es distinto. A menudo dices lo que piensas, tomas la iniciativa y mantienes el ánimo del equipo. Pasar mucho tiempo trabajando a solas y en silencio puede agotarte.',
      strengths: [
        'Crear vínculos con rapidez',
        'Aportar energía a un equipo',
        'Hablar con decisión y tomar la iniciativa',
      ],
      watchFor: [
        'Deja espacio para que hablen las personas más calladas',
        'Las tareas tranquilas que exigen concentración pueden costarte más',
        'Comprometerte con demasiadas cosas a la vez',
      ],
    },
  },
  facets: {
    1: {
      title: 'Cordialidad',
      description:
        'Con cuánta calidez y apertura sueles tratar a otras personas, incluso a las que acabas de conocer.',
      levels: {
        low: 'Sueles guardar un poco más de distancia que la mayoría de las personas, sobre todo al principio. Eso puede hacer de ti una presencia serena y reservada, aunque a los demás quizá les cueste más conocerte.',
        neutral:
          'Muestras calidez y apertura más o menos como la mayoría de las personas, y tienes un trato cercano cuando te sientes a gusto. Con algunas personas quizá necesites un poco de tiempo para abrirte.',
        high: 'Sueles mostrar calidez e interés por los demás con más facilidad que la mayoría de las personas. La gente suele sentirse bienvenida a tu lado, aunque quizá repartas tu tiempo entre tanta gente que te quede poco para cada persona.',
      },
    },
    2: {
      title: 'Sociabilidad',
      description:
        'Cuánto disfrutas estando en grupos y entre mucha gente, frente a estar a solas o con unas pocas personas.',
      levels: {
        low: 'Sueles preferir los grupos pequeños o tu propia compañía más que la mayoría de las personas. A menudo creas vínculos profundos de tú a tú, aunque los eventos multitudinarios pueden dejarte sin energía.',
        neutral:
          'Disfrutas de los grupos más o menos como la mayoría de las personas, y también te gusta tener algo de tiempo a solas. Tanto las multitudes muy grandes como los ratos muy largos de soledad pueden cansarte.',
        high: 'Sueles disfrutar de los sitios concurridos y de los grupos grandes más que la mayoría de las personas. Eso hace que los eventos sociales te resulten fáciles, aunque quizá te cueste más disfrutar del tiempo a solas.',
      },
    },
    3: {
      title: 'Asertividad',
      description:
        'Con qué facilidad tomas la palabra, te pones al frente y dices lo que piensas en un grupo.',
      levels: {
        low: 'Sueles dejar que otras personas dirijan y hablen primero, más que la mayoría. Eso te convierte en alguien que escucha con atención, aunque tus opiniones quizá no tengan el eco que merecen.',
        neutral:
          'Tomas la palabra más o menos tan a menudo como la mayoría de las personas, normalmente cuando algo te importa mucho. Puedes liderar cuando hace falta, aunque a veces quizá te guardes una idea que valía la pena escuchar.',
        high: 'Sueles tomar la palabra y ponerte al frente más que la mayoría de las personas. Eso ayuda a que los grupos tomen decisiones, aunque otras personas pueden sentir que les queda menos espacio para aportar.',
      },
    },
    4: {
      title: 'Nivel de actividad',
      description:
        'Qué ritmo te gusta llevar en el día a día y cuánto te gusta mantenerte en movimiento.',
      levels: {
        low: 'Sueles preferir un ritmo tranquilo y constante más que la mayoría de las personas. Eso te ayuda a trabajar con cuidado y sin prisas, aunque los ambientes muy acelerados pueden agobiarte.',
        neutral:
          'Te gusta un ritmo más o menos tan movido como a la mayoría de las personas, con una mezcla de momentos activos y otros más tranquilos. Una semana muy cargada o muy lenta puede resultarte menos cómoda.',
        high: 'Sueles preferir una agenda llena y un ritmo rápido más que la mayoría de las personas. A menudo sacas mucho adelante, aunque quizá te cueste bajar el ritmo y descansar.',
      },
    },
    5: {
      title: 'Búsqueda de emociones',
      description: 'Cuánto buscas emociones fuertes, ruido, variedad y experiencias nuevas.',
      levels: {
        low: 'Sueles preferir actividades tranquilas y conocidas más que la mayoría de las personas. Eso encaja con trabajos constantes y cuidadosos, aunque quizá te pierdas algunas experiencias nuevas.',
        neutral:
          'Disfrutas de algo de emoción más o menos como la mayoría de las personas, sin necesitarla todo el tiempo. Te puede gustar una buena dosis de adrenalina, aunque las épocas largas de rutina a veces se te pueden hacer monótonas.',
        high: 'Sueles buscar emociones fuertes y variedad más que la mayoría de las personas. Eso puede darte audacia y hacer que sea divertido estar contigo, aunque las tareas rutinarias pueden aburrirte enseguida.',
      },
    },
    6: {
      title: 'Alegría',
      description: 'Con qué frecuencia sueles sentir y mostrar alegría, entusiasmo y buen humor.',
      levels: {
        low: 'Sueles mostrar la alegría y el entusiasmo de forma más discreta que la mayoría de las personas. Eso puede transmitir calma y seriedad, aunque los demás no siempre vean cuánto disfrutas de las cosas.',
        neutral:
          'Muestras tu alegría más o menos tan a menudo como la mayoría de las personas, y te animas cuando las cosas van bien. Eso te mantiene con los pies en la tierra, aunque quizá no siempre levantes el ánimo de un grupo apagado.',
        high: 'Sueles sentir y mostrar alegría y entusiasmo más que la mayoría de las personas. Eso anima a quienes te rodean, aunque a veces quizá pases por alto preocupaciones que necesitan atención.',
      },
    },
  },
};
