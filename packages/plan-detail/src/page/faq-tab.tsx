import { insuranceFaqsQueryOptions } from "@qs/api-client/get-insurance-faqs";
import { useApiClient } from "@qs/ui/api-client-context";
import { useCatalogLang } from "@qs/ui/catalog-lang";
import { JsonLd } from "@qs/ui/page-meta";
import { Spinner } from "@qs/ui/spinner";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";

/** The FAQ tab (Preguntas-Frecuentes): questions that open to their answers. */
export function FaqTab({
  productId,
}: {
  /** The plan whose questions are read. */
  productId: number;
}) {
  const { t } = useTranslation();
  const client = useApiClient();
  const catalogLang = useCatalogLang();
  const faqs = useQuery(insuranceFaqsQueryOptions(client, productId));
  if (faqs.isPending) return <Spinner label={t("comparator.loadingInformation")} />;
  if (faqs.isError) return <p role="alert">{t("detail.faqError")}</p>;
  if (faqs.data.length === 0) return <p>{t("detail.faqEmpty")}</p>;
  return (
    <section className="qs-detail__faq">
      <h2>{t("detail.faqTitle")}</h2>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "FAQPage",
          mainEntity: faqs.data.map((faq) => ({
            "@type": "Question",
            name: faq.question,
            acceptedAnswer: { "@type": "Answer", text: faq.answer },
          })),
        }}
      />
      {faqs.data.map((faq) => (
        <details key={faq.question} lang={catalogLang}>
          <summary>{faq.question}</summary>
          <p>{faq.answer}</p>
        </details>
      ))}
    </section>
  );
}
