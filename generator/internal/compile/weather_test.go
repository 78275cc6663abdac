package compile_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/portgen/portgen/generator/internal/compile"
	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/generator/internal/diag"
)

// The weather objects the tests expect, by their provider's URLs.
func openMeteoJSON(geocoding, forecast string) string {
	return `{"provider":"open-meteo","geocodingURL":"` + geocoding + `","forecastURL":"` + forecast + `"}`
}

func visualCrossingJSON(endpoint, unitGroup, key string) string {
	return `{"provider":"visual-crossing","endpoint":"` + endpoint + `","unitGroup":"` + unitGroup +
		`","key":"` + key + `"}`
}

// weatherCase is a site's weather and the build's environment, and what
// the site's data says of the weather then.
type weatherCase struct {
	name    string
	site    content.Weather
	env     compile.WeatherEnv
	want    string
	origins []string // the URLs the CSP must let the site call
}

// The weather's provider follows site.yaml, else the build's key; its
// object carries that provider's fields only, and never a key it does not use.
func TestTheWeatherProvider(t *testing.T) {
	defaultOpenMeteo := []string{content.DefaultGeocodingURL, content.DefaultForecastURL}
	openMeteo := openMeteoJSON(content.DefaultGeocodingURL, content.DefaultForecastURL)
	key := compile.WeatherEnv{Key: "k3y"}
	vcKey := visualCrossingJSON(content.DefaultWeatherEndpoint, "us", "k3y")
	vc := content.Weather{Provider: "visual-crossing"}
	geo := "https://geo.example/v1/search"
	meteo := "https://meteo.example/v1/forecast"
	local := "http://127.0.0.1:4174"
	for _, c := range []weatherCase{
		{"no provider, no key: Open-Meteo", content.Weather{}, compile.WeatherEnv{}, openMeteo, defaultOpenMeteo},
		{"no provider, a key: Visual Crossing", content.Weather{}, key, vcKey,
			[]string{content.DefaultWeatherEndpoint}},
		{"open-meteo, a key: Open-Meteo", content.Weather{Provider: "open-meteo"}, key, openMeteo, defaultOpenMeteo},
		{"open-meteo, no key",
			content.Weather{Provider: "open-meteo", Endpoint: "https://vc.example/api", UnitGroup: "metric"},
			compile.WeatherEnv{}, openMeteo, defaultOpenMeteo},
		{"visual-crossing, a key", vc, key, vcKey, []string{content.DefaultWeatherEndpoint}},
		{"visual-crossing, no key: not configured, and no call", vc, compile.WeatherEnv{},
			visualCrossingJSON(content.DefaultWeatherEndpoint, "us", ""), nil},
		{"Open-Meteo's URLs from site.yaml, without their trailing slash",
			content.Weather{GeocodingURL: geo + "/", ForecastURL: meteo + "/"}, compile.WeatherEnv{},
			openMeteoJSON(geo, meteo), []string{geo, meteo}},
		{"Open-Meteo's URLs from the environment over site.yaml's",
			content.Weather{GeocodingURL: geo, ForecastURL: meteo},
			compile.WeatherEnv{
				GeocodingURL: local + "/v1/search",
				ForecastURL:  local + "/v1/forecast/",
				Endpoint:     "http://127.0.0.1:9/vc",
			},
			openMeteoJSON(local+"/v1/search", local+"/v1/forecast"),
			[]string{local + "/v1/search", local + "/v1/forecast"}},
		{"Visual Crossing's endpoint from the environment over site.yaml's, in metric",
			content.Weather{Endpoint: "https://vc.example/api/", UnitGroup: "metric", ForecastURL: meteo},
			compile.WeatherEnv{Key: "k3y", Endpoint: local + "/"},
			visualCrossingJSON(local, "metric", "k3y"), []string{local}},
		{"Visual Crossing's endpoint from site.yaml",
			content.Weather{Provider: "visual-crossing", Endpoint: "https://vc.example/api/"}, key,
			visualCrossingJSON("https://vc.example/api", "us", "k3y"), []string{"https://vc.example/api"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			site := &content.Site{Config: content.Config{Languages: []string{"en"}, Weather: c.site}}
			w := compile.SiteData(site, nil, "/", c.env).Weather
			if got := string(compile.JSON(w)); got != c.want {
				t.Errorf("weather = %s\nwant %s", got, c.want)
			}
			if got := w.URLs(); !slices.Equal(got, c.origins) {
				t.Errorf("URLs() = %q, want %q", got, c.origins)
			}
		})
	}
}

// problemFiles are the files that err's diagnostics name, in their order.
func problemFiles(err error) string {
	var problems *diag.Error
	if !errors.As(err, &problems) {
		return ""
	}
	var files []string
	for _, d := range problems.Diagnostics {
		files = append(files, d.File)
	}
	return strings.Join(files, " ")
}

func TestReadWeatherEnv(t *testing.T) {
	vars := map[string]string{
		"PORTGEN_WEATHER_KEY":           "k3y",
		"PORTGEN_WEATHER_ENDPOINT":      "http://127.0.0.1:4174",
		"PORTGEN_WEATHER_GEOCODING_URL": "http://127.0.0.1:4174/v1/search",
		"PORTGEN_WEATHER_FORECAST_URL":  "https://meteo.example/v1/forecast",
	}
	getenv := func(k string) string { return vars[k] }
	env, err := compile.ReadWeatherEnv(getenv)
	want := compile.WeatherEnv{Key: "k3y", Endpoint: "http://127.0.0.1:4174",
		GeocodingURL: "http://127.0.0.1:4174/v1/search", ForecastURL: "https://meteo.example/v1/forecast"}
	if err != nil || env != want {
		t.Errorf("ReadWeatherEnv = %+v, %v", env, err)
	}
	if env, err := compile.ReadWeatherEnv(func(string) string { return "" }); err != nil ||
		env != (compile.WeatherEnv{}) {
		t.Errorf("an empty environment: %+v, %v", env, err)
	}
	// A bad variable is a problem whose file is the variable.
	for _, bad := range []string{
		"api.open-meteo.com/v1/forecast",
		"javascript:alert(1)",
		"http://",
		"ftp://meteo.example/",
		"https://api.example.com;sandbox;frame-ancestors/v1/forecast",
		"https://user:pass@meteo.example/",
		"https://me\u200bteo.example/",
	} {
		vars["PORTGEN_WEATHER_FORECAST_URL"] = bad
		_, err := compile.ReadWeatherEnv(getenv)
		if problemFiles(err) != "$PORTGEN_WEATHER_FORECAST_URL" {
			t.Errorf("PORTGEN_WEATHER_FORECAST_URL=%s: error %v", bad, err)
		}
	}
	// Every bad variable is told at once.
	vars["PORTGEN_WEATHER_ENDPOINT"] = "127.0.0.1:4174"
	_, err = compile.ReadWeatherEnv(getenv)
	if got := problemFiles(err); got != "$PORTGEN_WEATHER_ENDPOINT $PORTGEN_WEATHER_FORECAST_URL" {
		t.Errorf("two bad variables: %v", err)
	}
}
